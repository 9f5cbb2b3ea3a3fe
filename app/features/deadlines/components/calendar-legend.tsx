import { CircleAlert, CircleCheck, RefreshCw } from 'lucide-react';

/** What each mark on the calendar means, shown above it. */
export function CalendarLegend() {
  return (
    <section aria-labelledby="legend-title" className="rounded-xl border bg-card p-5 text-sm shadow-sm">
      <h2 id="legend-title" className="font-sans text-base font-semibold">
        How to read this calendar
      </h2>
      <dl className="mt-3 grid gap-3 md:grid-cols-3">
        <div>
          <dt className="flex items-center gap-2 font-medium text-success">
            <CircleCheck aria-hidden="true" className="size-4" /> Checked by a coach
          </dt>
          <dd className="mt-1 text-muted-foreground">A coach confirmed the dates on the firm’s own page on the day shown.</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="size-4 text-gold" /> Not yet checked
          </dt>
          <dd className="mt-1 text-muted-foreground">
            Expected dates, from the firm’s past cycles. Firms change them: confirm on the firm’s own site before you rely on them.
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium">
            <RefreshCw aria-hidden="true" className="size-4" /> Rolling recruitment
          </dt>
          <dd className="mt-1 text-muted-foreground">
            The firm reviews applications as they arrive and may close before the date shown: apply early.
          </dd>
        </div>
      </dl>
    </section>
  );
}
