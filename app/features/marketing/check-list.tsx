import { Check } from 'lucide-react';
import { cn } from '~/lib/cn';

/** A list of included items, each with a tick. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid content-start gap-3 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
