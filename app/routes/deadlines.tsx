import { deadlineCycle } from '@content/deadlines-2026-27';
import { firmBySlug, firmGroups, opportunities } from '@content/firms';
import { closingSoonDays, parseDeadlineFilters, type DeadlineFilters } from '@server/features/deadlines/deadline.schema';
import { trackedDeadlines } from '@server/features/applications/application-queries';
import { findCalendarEntry, listDeadlines, type CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { choiceOf } from '~/features/auth/chosen-intent';
import { TrackStep } from '~/features/deadlines/components/track-step';
import { ukToday } from '@server/platform/uk-calendar';
import { CalendarLegend } from '~/features/deadlines/components/calendar-legend';
import { DeadlineCard } from '~/features/deadlines/components/deadline-card';
import { DeadlineFiltersForm, deadlineResultsId } from '~/features/deadlines/components/deadline-filters';
import { deadlinesStructuredData } from '~/features/deadlines/deadlines-structured-data';
import { JsonLd } from '~/features/marketing/json-ld';
import { PageIntro } from '~/features/marketing/page-intro';
import { plainPageHandle } from '~/lib/route-handle';
import { publicOrigin, seo } from '~/lib/seo';
import type { Route } from './+types/deadlines';

/**
 * Plain HTML: the filters are a GET form and "Track this deadline" a plain post (ADR 0024).
 * Visitors share one copy; a member's copy marks what they track and goes when they write (ADRs 0036, 0041).
 */
export const handle = plainPageHandle;

const title = `Law Firm Application Deadlines ${deadlineCycle}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/deadlines',
    title,
    description:
      'Vacation scheme, training contract and open day deadlines at 16 Magic Circle, Silver Circle and US law firms in London, soonest first, each marked with when a coach last checked it.',
  });

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const filters = parseDeadlineFilters(Object.fromEntries(params));
  const today = ukToday();
  const { db } = context.services;
  // The entry someone chose to track before creating an account or logging in (never shared: the address has a query).
  const choice = choiceOf(`/deadlines?${params.toString()}`);
  const [entries, tracked, tracking] = await Promise.all([
    listDeadlines(db, { filters, today }),
    context.viewer ? trackedDeadlines(db, { userId: context.viewer.userId }) : {},
    choice?.kind === 'deadline' ? findCalendarEntry(db, choice) : undefined,
  ]);
  return {
    filters,
    today,
    entries,
    tracked,
    trackStep: tracking && tracking.closesOn >= today ? { entry: tracking, signedIn: context.viewer !== null } : undefined,
  };
}

/** What the filters show, in words: "Clifford Chance · Training contract · closing in the next 30 days". */
function describeFilters(filters: DeadlineFilters) {
  return [
    filters.firm ? firmBySlug(filters.firm)?.name : undefined,
    filters.group ? firmGroups[filters.group] : undefined,
    filters.opportunity ? opportunities[filters.opportunity] : undefined,
    filters.closing ? `closing in the next ${closingSoonDays} days` : undefined,
  ].filter(Boolean);
}

/** Deadline id → the member's application tracking it. */
type Tracked = Record<string, string>;

function DeadlineGrid({ entries, tracked, closed = false }: { entries: CalendarEntry[]; tracked: Tracked; closed?: boolean }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <DeadlineCard entry={entry} closed={closed} trackedAs={tracked[entry.id]} />
        </li>
      ))}
    </ol>
  );
}

export default function Deadlines({ loaderData, matches }: Route.ComponentProps) {
  const { filters, entries, today, tracked, trackStep } = loaderData;
  // Open and upcoming first; the page copy is kept for a day at most, so "closed" lags a day at worst.
  const upcoming = entries.filter((entry) => entry.closesOn >= today);
  const closed = entries.filter((entry) => entry.closesOn < today);
  const shown = describeFilters(filters);
  return (
    <>
      <JsonLd data={deadlinesStructuredData({ entries, pageUrl: `${publicOrigin(matches)}/deadlines`, name: title })} />
      <PageIntro
        eyebrow="Deadlines calendar"
        title={`Application deadlines ${deadlineCycle}`}
        description="When vacation schemes, training contracts and open days open and close at the firms we profile, soonest first. Our coaches check each date against the firm’s own page and say when they did."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6">
        {trackStep ? <TrackStep {...trackStep} /> : null}
        <CalendarLegend />
        <DeadlineFiltersForm filters={filters} />
        <section id={deadlineResultsId} aria-labelledby="deadlines-title" className="grid scroll-mt-24 gap-4">
          <h2 id="deadlines-title" className="font-sans text-xl font-semibold">
            {upcoming.length} upcoming {upcoming.length === 1 ? 'deadline' : 'deadlines'}
            {shown.length > 0 ? `: ${shown.join(' · ')}` : ''}
          </h2>
          {entries.length === 0 ? (
            <p className="text-muted-foreground">
              No deadlines match these filters.{' '}
              <a href="/deadlines" className="font-medium text-primary underline underline-offset-4">
                See every deadline
              </a>
            </p>
          ) : (
            <DeadlineGrid entries={upcoming} tracked={tracked} />
          )}
        </section>
        {closed.length > 0 ? (
          <section aria-labelledby="closed-title" className="grid gap-4">
            <h2 id="closed-title" className="font-sans text-xl font-semibold">
              Closed this cycle ({closed.length})
            </h2>
            <p className="text-sm text-muted-foreground">Their closing dates have passed. Firms often open the next cycle’s applications around the same time of year.</p>
            <DeadlineGrid entries={closed} tracked={tracked} closed />
          </section>
        ) : null}
      </div>
    </>
  );
}
