import { formatDate } from '@content/uk-dates';

/** A small bar chart of active subscriptions per week, with the numbers as a table for screen readers. */
export function WeeklyChart({ weeks }: { weeks: { weekEnding: string; active: number }[] }) {
  const peak = Math.max(1, ...weeks.map((w) => w.active));
  return (
    <figure className="grid gap-3">
      <div aria-hidden="true" className="flex h-40 items-end gap-1.5 border-b pb-1">
        {weeks.map((week) => (
          <div key={week.weekEnding} className="flex flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[10px] text-muted-foreground">{week.active}</span>
            <div
              className="w-full rounded-t bg-primary"
              style={{ height: `${(week.active / peak) * 100}%`, minHeight: week.active ? 4 : 0 }}
            />
          </div>
        ))}
      </div>
      {/* The wrapper hides it: a table box ignores the size and clipping sr-only relies on. */}
      <div className="sr-only">
        <table>
          <caption>Active subscriptions by week</caption>
          <thead>
            <tr>
              <th scope="col">Week ending</th>
              <th scope="col">Active subscriptions</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekEnding}>
                <td>{formatDate(week.weekEnding)}</td>
                <td>{week.active}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* A figure's caption is its first or last child; the hidden table adds nothing to the view. */}
      <figcaption className="text-sm text-muted-foreground">
        Active subscriptions at the end of each of the last {weeks.length} weeks
      </figcaption>
    </figure>
  );
}
