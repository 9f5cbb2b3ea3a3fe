import { ExternalLink, RefreshCw } from 'lucide-react';
import { opportunities } from '@content/firms';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { formatDate } from '@content/uk-dates';
import { CheckStatus } from './check-status';
import { TrackDeadlineForm, TrackedLink } from './track-deadline-form';

/**
 * One opening on the public calendar. An unchecked entry's dates are labelled as expected,
 * beside the notice that says so. One the member tracks (`trackedAs`, their application's id)
 * links to it; a closed one is not offered for tracking.
 */
export function DeadlineCard({ entry, closed = false, trackedAs }: { entry: CalendarEntry; closed?: boolean; trackedAs?: string }) {
  const label = `${entry.firm}, ${opportunities[entry.opportunity]}`;
  const expected = entry.checkedOn ? '' : ' (expected)';
  return (
    <article aria-labelledby={`deadline-${entry.id}`} className="grid h-full content-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <header>
        <h3 id={`deadline-${entry.id}`} className="font-sans text-lg font-semibold">
          {entry.firm}
        </h3>
        <p className="text-sm text-muted-foreground">{opportunities[entry.opportunity]}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Opens{expected}</dt>
        <dd>{entry.opensOn ? formatDate(entry.opensOn) : 'Not announced'}</dd>
        <dt className="text-muted-foreground">Closes{expected}</dt>
        <dd className="font-semibold">{formatDate(entry.closesOn)}</dd>
      </dl>
      {entry.rolling ? (
        <p className="flex items-start gap-2 text-sm">
          <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Rolling recruitment: it may close before this date, so apply early.
        </p>
      ) : null}
      <CheckStatus checkedOn={entry.checkedOn} />
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <a href={entry.url} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-4">
          {entry.firm}’s own page<span className="sr-only"> for the {opportunities[entry.opportunity].toLowerCase()}</span>
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
        {trackedAs ? <TrackedLink applicationId={trackedAs} label={label} /> : closed ? null : <TrackDeadlineForm deadlineId={entry.id} label={label} />}
      </div>
    </article>
  );
}
