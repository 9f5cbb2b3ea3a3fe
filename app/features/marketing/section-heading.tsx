import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { NoBreakHyphens } from './no-break-hyphens';

/** Eyebrow, title and lead paragraph at the top of a section or page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  as: Heading = 'h2',
  align = 'center',
  className,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
  className?: string;
}) {
  const centred = align === 'center';
  return (
    <div className={cn('max-w-3xl', centred && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.14em] text-primary',
            centred && 'justify-center',
          )}
        >
          <span aria-hidden="true" className="h-px w-8 bg-gold" />
          {eyebrow}
          {centred ? <span aria-hidden="true" className="h-px w-8 bg-gold" /> : null}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'font-semibold',
          eyebrow && 'mt-4',
          Heading === 'h1' ? 'text-4xl leading-tight sm:text-5xl' : 'text-3xl leading-tight sm:text-4xl',
        )}
      >
        {typeof title === 'string' ? <NoBreakHyphens text={title} /> : title}
      </Heading>
      {description ? (
        <p className={cn('mt-4 text-lg leading-relaxed text-muted-foreground', centred && 'mx-auto')}>{description}</p>
      ) : null}
    </div>
  );
}
