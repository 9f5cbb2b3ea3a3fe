import { CheckCircle2, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '~/components/ui/input';
import { cn } from '~/lib/cn';

export type ListItem = { id: string; slug: string; title: string; description: string };

/** Case-insensitive substring match on title or description (spec: content screens). */
export function filterItems<T extends ListItem>(items: readonly T[], query: string) {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLowerCase().includes(needle) || item.description.toLowerCase().includes(needle));
}

/** The searchable list of a collection's documents. */
export function ItemList({
  items,
  selectedSlug,
  completed,
  placeholder,
  onSelect,
}: {
  items: readonly ListItem[];
  selectedSlug: string | null;
  completed: Record<string, boolean>;
  placeholder: string;
  onSelect: (slug: string) => void;
}) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterItems(items, query), [items, query]);
  const searchId = useId();
  return (
    <div className="grid content-start gap-3">
      <label htmlFor={searchId} className="sr-only">
        {placeholder.replace('...', '')}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id={searchId} type="search" placeholder={placeholder} value={query} onChange={(e) => setQuery(e.target.value)} className="pl-9" />
      </div>
      <p className="sr-only" role="status">
        {visible.length} of {items.length} shown
      </p>
      <ul className="grid gap-2">
        {visible.map((item) => {
          const selected = item.slug === selectedSlug;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(item.slug)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'w-full rounded-lg border p-4 text-left transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  selected && 'border-primary bg-accent text-accent-foreground hover:bg-accent',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-medium">{item.title}</span>
                  {completed[item.id] ? (
                    <CheckCircle2 className="size-4 shrink-0 text-success" aria-label="Completed" />
                  ) : null}
                </span>
                {item.description ? <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span> : null}
              </button>
            </li>
          );
        })}
        {visible.length === 0 ? <li className="p-4 text-sm text-muted-foreground">Nothing matches “{query}”.</li> : null}
      </ul>
    </div>
  );
}
