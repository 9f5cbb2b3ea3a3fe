import { Link, redirect } from 'react-router';
import type { Route } from './+types/practice';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { PageHeader } from '~/components/layout/page-header';
import { islandsPageHandle, type RouteHandle } from '~/lib/route-handle';
import { guardedViewer } from '~/lib/page-guards.server';
import { parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent } from '~/lib/forms/row-intent';
import { findNoAccess } from '@server/features/billing/access-standing';
import { listFormsForMember, startPracticeAttempt } from '@server/features/practice/practice-attempts';
import { startAttemptSchema } from '@server/features/practice/practice-answer.schema';
import { listPracticeAttempts } from '@server/features/practice/practice-queries';
import { findTimeFactor } from '@server/features/timed-attempts/timed-attempts';
import { deadlineFor, timeLeftSeconds } from '@server/features/timed-attempts/timing';
import { PracticeForms, startIntent } from '~/features/practice/components/practice-forms';
import { PracticeAttempts } from '~/features/practice/components/practice-attempts';

export const meta: Route.MetaFunction = () => [{ title: 'Timed practice | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** The time a member gets on a form: what a start now would allow, by the timing rule attempts use (null: untimed). */
const memberSecondsFor = (minutes: number, timeFactor: number | null, now: Date) =>
  timeLeftSeconds(deadlineFor({ startedAt: now, limitSeconds: minutes * 60, timeFactor }), now);

export async function loader({ context }: Route.LoaderArgs) {
  const { userId } = guardedViewer(context);
  const { services } = context;
  const now = new Date();
  const [forms, attempts, noAccess, timeFactor] = await Promise.all([
    listFormsForMember(services, { userId }),
    listPracticeAttempts(services.db, { userId }),
    findNoAccess(services, { userId }),
    findTimeFactor(services.db, { userId }),
  ]);
  return {
    forms: forms.map((form) => ({ ...form, memberSeconds: memberSecondsFor(form.minutes, timeFactor, now) })),
    attempts,
    noAccess,
    timeFactor,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { userId } = guardedViewer(context);
  const form = await readForm(request);
  if (readIntent(form).kind !== startIntent) return unknownIntent(form);
  const parsed = parseForm(form, startAttemptSchema);
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => {
    const attempt = await startPracticeAttempt(context.services, { userId, formId: parsed.data.formId });
    return redirect(`/practice/attempts/${attempt.id}`);
  });
}

export default function PracticePage({ loaderData }: Route.ComponentProps) {
  const { forms, attempts, noAccess, timeFactor } = loaderData;
  // Newest first, so each form's entry is its latest open attempt (the server runs one at a time).
  const running = new Map(attempts.filter((attempt) => attempt.status === 'open').reverse().map((attempt) => [attempt.formId, attempt.id]));
  return (
    <>
      <PageHeader
        title="Timed practice"
        description="Practise the online tests firms set before anyone reads your application, with coaches’ explanations for every answer."
      >
        <p className="mt-3 text-sm">
          {timeFactor === null ? 'Your tests are untimed. ' : timeFactor === 1 ? 'You have standard time. ' : 'Your extra time is applied to every test. '}
          <Link to="/settings#timed-practice" className="font-medium text-primary underline underline-offset-4">
            Change your time or hide the countdown
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-12 px-4 py-10 sm:px-6">
        <PracticeForms forms={forms} noAccess={noAccess} running={running} />
        <section aria-labelledby="attempts-title" className="grid gap-4">
          <h2 id="attempts-title" className="text-2xl font-semibold">
            Your attempts
          </h2>
          <PracticeAttempts attempts={attempts} />
        </section>
      </div>
    </>
  );
}

/** Plain: its forms work as HTML, and the islands' script gives them their pending state (ADR 0051). */
export const handle = { ...islandsPageHandle, what: 'timed practice' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
