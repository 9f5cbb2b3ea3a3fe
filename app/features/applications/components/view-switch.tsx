import { Link } from 'react-router';
import { cn } from '~/lib/cn';

export const trackerViews = { board: 'Board', table: 'Table' } as const;
export type TrackerView = keyof typeof trackerViews;

/** Board or table: links, so the choice works without scripts and can be bookmarked. */
export function ViewSwitch({ view }: { view: TrackerView }) {
  return (
    <nav aria-label="View">
      <ul className="flex gap-2">
        {(Object.keys(trackerViews) as TrackerView[]).map((option) => (
          <li key={option}>
            <Link
              to={option === 'board' ? '?' : `?view=${option}`}
              preventScrollReset
              aria-current={option === view ? 'page' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-sm',
                option === view ? 'border-primary bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted',
              )}
            >
              {trackerViews[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
