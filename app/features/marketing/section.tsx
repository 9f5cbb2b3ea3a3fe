import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { inverseSurface } from './inverse';

const tones = {
  plain: '',
  muted: 'bg-muted/60',
  inverse: inverseSurface,
} as const;

/** A full-width page band with the site's content width and vertical rhythm. */
export function Section({
  labelledBy,
  tone = 'plain',
  className,
  containerClassName,
  children,
}: {
  /** The id of the section's heading, which names it. */
  labelledBy: string;
  tone?: keyof typeof tones;
  className?: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={cn('py-16 sm:py-24', tones[tone], className)}>
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6', containerClassName)}>{children}</div>
    </section>
  );
}
