import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * The horizontal scroller of something wider than a phone (a table, a board): it scrolls
 * inside itself so the page never scrolls sideways. Focusable and named, so a keyboard can
 * scroll it; `relative`, so visually hidden text inside (absolutely positioned) is clipped
 * with it instead of widening the page.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('relative overflow-x-auto', className)}>
      {children}
    </div>
  );
}
