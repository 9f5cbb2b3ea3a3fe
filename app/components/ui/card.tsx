import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/**
 * A card is a section of its page, so its title is a heading whose level follows the page's
 * outline: h2 for a card directly under the page's h1 (most cards), deeper when the card sits
 * inside a titled section. A skipped level confuses those who move through a page by headings.
 */
export function CardTitle({ className, level = 2, ...props }: ComponentProps<'h2'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return <Heading className={cn('text-xl font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

