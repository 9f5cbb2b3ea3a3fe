import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/interviews';
import { listInterviewAttempts, listSetsForMember, startInterviewAttempt } from '@server/features/interviews/interview-attempts';
import { startInterviewAttemptSchema } from '@server/features/interviews/interview.schema';
import { PageHeader } from '~/components/layout/page-header';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { InterviewSetCard } from '~/features/interviews/components/interview-set-card';
import { interviewAttemptPath } from '~/features/interviews/interview-words';
import { parseForm, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer } from '~/lib/page-guards.server';
import type { RouteHandle } from '~/lib/route-handle';

export const meta: Route.MetaFunction = () => [{ title: 'Video interview practice | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { userId } = guardedViewer(context);
  const { db } = context.services;
  const [sets, attempts] = await Promise.all([listSetsForMember(db, { userId }), listInterviewAttempts(db, { userId })]);
  return { sets, attempts };
}

/** Starting a set opens its attempt's page, where the questions are recorded. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { userId } = guardedViewer(context);
  return submitWrite(form, async () => {
    const parsed = parseForm(form, startInterviewAttemptSchema);
    if (!parsed.ok) return parsed.failure;
    const attempt = await startInterviewAttempt(context.services.db, { userId, setId: parsed.data.setId });
    return redirect(interviewAttemptPath(attempt.id));
  });
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/**
 * The attempt page is the one page allowed the camera and microphone, and a browser takes that
 * permission from the page it loaded, not the one a script moved to: starting a set, or
 * opening an attempt, loads its page afresh.
 */
function StartSetForm({ setId, title }: { setId: string; title: string }) {
  const form = useActionForm();
  return (
    <Form method="post" ref={form.formRef} reloadDocument className="grid gap-2">
      <input type="hidden" name="setId" value={setId} />
      <SubmitButton pending={form.pending} pendingLabel="Starting…" aria-label={`Start this set: ${title}`}>
        Start this set
      </SubmitButton>
    </Form>
  );
}

export default function InterviewsPage({ loaderData }: Route.ComponentProps) {
  const { sets, attempts } = loaderData;
  const form = useActionForm();
  return (
    <>
      <PageHeader
        title="Video interview practice"
        description="Rehearse the one-way video interviews firms send: each question appears as text, with time to prepare and time to answer. Your extra time setting stretches both."
      />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-12 px-4 py-10 sm:px-6">
        <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.setId]} />
        <section aria-labelledby="interview-sets-title" className="grid gap-4">
          <h2 id="interview-sets-title" className="text-2xl font-semibold">
            Question sets
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {sets.map((set) => (
              <li key={set.id}>
                <InterviewSetCard set={set}>
                  <StartSetForm setId={set.id} title={set.title} />
                </InterviewSetCard>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="interview-attempts-title" className="grid gap-4">
          <h2 id="interview-attempts-title" className="text-2xl font-semibold">
            Your attempts
          </h2>
          {attempts.length === 0 ? (
            <p className="text-muted-foreground">You have not started a set yet.</p>
          ) : (
            <ul className="grid gap-2">
              {attempts.map((attempt) => (
                <li key={attempt.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border p-3">
                  <Link to={interviewAttemptPath(attempt.id)} reloadDocument className="font-medium underline-offset-4 hover:underline">
                    {attempt.setTitle}
                  </Link>
                  <span className="text-sm text-muted-foreground">
                    {`${attempt.running ? 'Running' : 'Ended'} · started ${dateFormat.format(new Date(attempt.startedAt))} · ${attempt.readyTakes === 1 ? 'one take' : `${attempt.readyTakes} takes`} recorded`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export const handle = { what: 'video interview practice' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
