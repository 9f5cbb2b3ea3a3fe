import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { TrackedApplication } from '@server/features/applications/application-queries';
import { applicationStages, opportunities } from '@content/firms';
import { formatDate } from '@content/uk-dates';

const linkClass = 'text-primary underline';

/** The top of a member's hub: tracked applications not yet submitted that close within 7 days. */
export function DueThisWeek({ applications }: { applications: Pick<TrackedApplication, 'id' | 'firm' | 'opportunity' | 'closesOn' | 'stage'>[] }) {
  return (
    <section aria-labelledby="due-this-week-title" className="mx-auto mt-10 max-w-7xl px-4 sm:px-6">
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id="due-this-week-title" className="flex items-center gap-2 text-xl font-semibold">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" /> Due this week
        </h2>
        {applications.length > 0 ? (
          <ul className="mt-4 grid gap-3">
            {applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <Link to={`/applications/${application.id}`} className="font-medium hover:underline">
                  {application.firm}: {opportunities[application.opportunity]}
                </Link>
                <span className="text-sm text-muted-foreground">
                  Closes {formatDate(application.closesOn!)} · {applicationStages[application.stage]}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">
            Nothing you track closes in the next 7 days. Find openings in the{' '}
            <Link to="/deadlines" className={linkClass}>
              deadlines calendar
            </Link>{' '}
            or keep your campaign in your{' '}
            <Link to="/applications" className={linkClass}>
              application tracker
            </Link>
            .
          </p>
        )}
        {applications.length > 0 ? (
          <p className="mt-4 text-sm">
            <Link to="/applications" className={linkClass}>
              All your applications
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
