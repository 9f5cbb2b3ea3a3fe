import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';

export type Feature = { title: string; body: string; icon: LucideIcon };

const columns = {
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A list of titled points with icons: membership features, values, reasons. */
export function FeatureGrid({
  features,
  cols = 3,
  className,
}: {
  features: readonly Feature[];
  cols?: keyof typeof columns;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-5', columns[cols], className)}>
      {features.map(({ title, body, icon: Icon }) => (
        <li
          key={title}
          className="group rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
        >
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-lg bg-accent text-accent-foreground transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
          >
            <Icon className="size-5" />
          </span>
          <h3 className="mt-5 text-xl font-semibold leading-snug">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}

/** Pairs copy items with icons by title; an unknown title gets the fallback icon. */
export function withIcons<T extends { title: string; body: string }>(
  items: readonly T[],
  icons: Record<string, LucideIcon>,
  fallback: LucideIcon,
): Feature[] {
  return items.map((item) => ({ title: item.title, body: item.body, icon: icons[item.title] ?? fallback }));
}
