import { opportunities } from '@content/firms';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { accountPageHref } from '~/components/layout/login-link';
import { formatDate } from '@content/uk-dates';
import { deadlineTrackPath } from '~/features/auth/chosen-intent';
import { TrackDeadlineForm } from './track-deadline-form';

/**
 * Where "Track this deadline" leads someone who had to create an account or log in first
 * (`/deadlines?track=<id>`): the one entry they chose, and its button. A visitor who opens the
 * address signed out is offered the account pages, which bring them back here.
 */
export function TrackStep({ entry, signedIn }: { entry: CalendarEntry; signedIn: boolean }) {
  const label = `${entry.firm}, ${opportunities[entry.opportunity]}`;
  const returnTo = deadlineTrackPath(entry.id);
  return (
    <section aria-labelledby="track-step-title" className="grid gap-3 rounded-xl border border-gold/60 bg-accent p-5 text-accent-foreground">
      <h2 id="track-step-title" className="font-sans text-lg font-semibold">
        Track {label}
      </h2>
      <p>
        It closes on {formatDate(entry.closesOn)}. Tracking it is free: it goes into your applications tracker, with its closing date.
      </p>
      {signedIn ? (
        <div>
          <TrackDeadlineForm deadlineId={entry.id} label={label} />
        </div>
      ) : (
        <p>
          <a href={accountPageHref('signup', returnTo)} className="font-medium text-primary underline underline-offset-4">
            Create an account
          </a>{' '}
          or{' '}
          <a href={accountPageHref('login', returnTo)} className="font-medium text-primary underline underline-offset-4">
            log in
          </a>{' '}
          to track it.
        </p>
      )}
    </section>
  );
}
