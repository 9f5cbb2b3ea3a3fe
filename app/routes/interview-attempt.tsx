import { useEffect, useState } from 'react';
import { Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/interview-attempt';
import { getAccount } from '@server/features/account/get-account';
import { finishInterviewAttempt, getInterviewAttempt, requestInterviewReview } from '@server/features/interviews/interview-attempts';
import { deleteTakeSchema, requestInterviewReviewSchema } from '@server/features/interviews/interview.schema';
import { deleteRecording } from '@server/features/recordings/delete-recording';
import { recordingStoreFor } from '@server/features/recordings/tus-endpoint';
import { getReviewQuota, type ReviewQuota } from '@server/features/reviews/review-quota';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { formatDateTime } from '@content/uk-dates';
import { PageHeader } from '~/components/layout/page-header';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import type { FormResult } from '~/lib/forms/form-result';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { TakePlayer } from '~/features/interviews/components/take-player';
import { TakeRecorder } from '~/features/interviews/components/take-recorder';
import { Countdown } from '~/features/practice/components/countdown';
import { interviewsPath, questionTimes } from '~/features/interviews/interview-words';
import { formSuccess, parseForm, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { DeleteTakeForm, deleteTakeIntent } from '~/features/interviews/components/delete-take-form';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import type { RouteHandle } from '~/lib/route-handle';
import { routeParam } from '~/lib/route-param';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.attempt.set.title ?? 'Video interview'} | Clearpath Law Coaching` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const attemptId = routeParam(params.id, pathParams.recordId);
  const { db } = context.services;
  const [attempt, quota, account] = await Promise.all([
    getInterviewAttempt(db, { reader: viewer, attemptId }),
    getReviewQuota(db, { userId: viewer.userId }),
    getAccount(db, { userId: viewer.userId }),
  ]);
  if (!attempt) pageNotFound();
  return { attempt, quota, timerHidden: account?.settings.timerHidden ?? false };
}

const reviewIntent = 'request-review';
const finishIntent = 'finish-attempt';

/**
 * Deleting a take removes it and its file and the page says so; finishing the attempt ends it
 * and the page says so; sending takes for review opens My reviews, where the new request is
 * listed with its due date.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { userId } = guardedViewer(context);
  const attemptId = routeParam(params.id, pathParams.recordId);
  const { services } = context;
  return submitWrite(form, async () => {
    if (String(form.get('intent')).startsWith(`${deleteTakeIntent}-`)) {
      const take = parseForm(form, deleteTakeSchema);
      if (!take.ok) return take.failure;
      await deleteRecording({ db: services.db, storage: services.storage, store: await recordingStoreFor(services) }, { userId, recordingId: take.data.recordingId });
      return formSuccess(form, 'Take deleted.');
    }
    if (form.get('intent') === finishIntent) {
      await finishInterviewAttempt(services.db, { userId, attemptId });
      return formSuccess(form, 'Attempt finished. Any takes you recorded stay below, to watch or send for review.');
    }
    const parsed = parseForm(form, requestInterviewReviewSchema);
    if (!parsed.ok) return parsed.failure;
    await requestInterviewReview(context.services, { userId, attemptId, ...parsed.data });
    return redirect('/my-reviews');
  });
}

/** What sending costs, in the member's words: one of the month's reviews, and how many are left. */
function quotaWords(quota: ReviewQuota) {
  if (quota.remaining === 0) return `You have used all ${quota.limit} reviews for ${quota.month}; your allowance resets on 1 ${quota.nextMonth}.`;
  return `Sending uses one of this month’s reviews: you have ${quota.remaining} of ${quota.limit} left for ${quota.month}.`;
}

/** Sending for review, or, with none of the month's reviews left, only when the allowance resets (no dead form). */
function ReviewForm({ questionId, label, quota }: { questionId?: string; label: string; quota: ReviewQuota }) {
  const form = useActionForm({ intent: questionId ? `${reviewIntent}-${questionId}` : reviewIntent });
  if (quota.remaining === 0) return <p className="text-sm text-muted-foreground">{quotaWords(quota)}</p>;
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-3">
      {form.intentInput}
      {questionId ? <input type="hidden" name="questionId" value={questionId} /> : null}
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.questionId, form.errors.notes]} />
      <FormField label="Notes for the coach" optional error={form.errors.notes} hint={quotaWords(quota)}>
        <Textarea name="notes" rows={2} defaultValue={form.value('notes')} />
      </FormField>
      <SubmitButton pending={form.pending} pendingLabel="Sending…" variant="outline" className="justify-self-start">
        {label}
      </SubmitButton>
    </Form>
  );
}

/** Ends the attempt at the member's word (free, and nothing recorded is lost), so another set can start. */
function FinishForm() {
  const form = useActionForm({ intent: finishIntent });
  return (
    <Form method="post" ref={form.formRef} className="grid gap-2">
      {form.intentInput}
      <p className="text-sm text-muted-foreground">Done with this set? Finishing ends it now: no more takes, and your takes stay to watch and send for review.</p>
      <SubmitButton pending={form.pending} pendingLabel="Finishing…" variant="outline" className="justify-self-start">
        Finish this attempt
      </SubmitButton>
    </Form>
  );
}

/** Whether the attempt still takes recordings: open, with time left on the server's deadline. */
const recordable = (attempt: { status: string; timeLeftSeconds: number | null }) => attempt.status === 'open' && attempt.timeLeftSeconds !== 0;

export default function InterviewAttemptPage({ loaderData }: Route.ComponentProps) {
  const { attempt, quota, timerHidden } = loaderData;
  const { set } = attempt;
  // The recorder needs scripts (and the browser's media): it appears once they run, the <noscript> says so otherwise.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  // The take the recorder is sending: any other still uploading was cut short by a reload.
  const [sendingTakeId, setSendingTakeId] = useState<string | null>(null);
  const takesOf = (questionId: string) => attempt.answers.find((answer) => answer.questionId === questionId)?.takes ?? [];
  const recorderQuestions = set.questions.map((question) => ({ ...question, takesUsed: takesOf(question.id).length }));
  const takesLeft = recorderQuestions.some((question) => question.takesUsed < question.takes);
  const open = recordable(attempt);
  // A deleted take takes its form away: the page itself says it went.
  const result = useActionData<FormResult>();
  const deleted = result?.ok && result.intent?.startsWith(`${deleteTakeIntent}-`) ? result.message : undefined;
  const finished = result?.ok && result.intent === finishIntent ? result.message : undefined;
  const anyReady = attempt.answers.some((answer) => answer.takes.some((take) => take.status === 'ready'));
  return (
    <>
      <PageHeader title={set.title} description={set.firm ? `In the style of ${set.firm.name}` : 'Generic: for any firm'}>
        <Link to={interviewsPath} className="mt-4 inline-block text-sm underline underline-offset-4">
          All question sets and attempts
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:px-6">
        <noscript>
          <p className="rounded-md border border-warning p-4">
            Recording an answer needs JavaScript and a camera or microphone. Your recorded takes, and your coaches’ comments on them, are below.
          </p>
        </noscript>
        {open && attempt.deadline && attempt.timeLeftSeconds !== null ? (
          <div className="grid gap-4 rounded-lg border bg-card p-4">
            {attempt.timeFactor === null ? (
              // Untimed practice has no clock to race, only an end: a set stays open for a day.
              <p className="text-sm text-muted-foreground">
                You practise untimed: each question still has its own countdown once you start it, at the standard times. This attempt stays open until {formatDateTime(attempt.deadline)}, or until you finish it.
              </p>
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-4">
                <p className="text-sm text-muted-foreground">
                  Each question has its own countdown once you start it. Finished takes are kept if you leave; the time for the whole set keeps running.
                </p>
                <Countdown deadline={attempt.deadline} serverNow={attempt.now} secondsLeft={attempt.timeLeftSeconds} hidden={timerHidden} />
              </div>
            )}
            <FinishForm />
          </div>
        ) : null}
        <FormStatus message={finished} />
        {!open ? <p className="rounded-md border p-4">This attempt has ended, so it takes no more recordings. Your takes, and your coaches’ comments on them, are below.</p> : null}
        {open && !takesLeft ? <p className="rounded-md border p-4">Every question’s takes are recorded. Send them for review below, or start the set again from the list.</p> : null}
        {/* Kept while a take is being sent, even if the set's time ran out meanwhile: its last chunk must still leave. */}
        {(open && takesLeft && scripted) || sendingTakeId !== null ? (
          <TakeRecorder attemptId={attempt.id} questions={recorderQuestions} deadline={attempt.deadline} serverNow={attempt.now} countdownHidden={timerHidden} onSending={setSendingTakeId} />
        ) : null}
        <FormStatus message={deleted} />
        <ol className="grid gap-8">
          {set.questions.map((question, index) => {
            const takes = takesOf(question.id);
            const ready = takes.some((take) => take.status === 'ready');
            return (
              <li key={question.id}>
                <Card>
                  <CardHeader>
                    <CardTitle level={2}>Question {index + 1}</CardTitle>
                    <CardDescription>{questionTimes(question)}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-6">
                    <p className="text-lg">{question.text}</p>
                    {takes.length === 0 ? (
                      <p className="text-sm text-muted-foreground">No take recorded yet.</p>
                    ) : (
                      takes.map((take) => (
                        <div key={take.id} className="grid gap-3">
                          <TakePlayer take={take} cutShort={take.status === 'uploading' && take.id !== sendingTakeId} />
                          <DeleteTakeForm takeId={take.id} take={take.take} />
                        </div>
                      ))
                    )}
                    {ready ? <ReviewForm questionId={question.id} label="Send this answer for review" quota={quota} /> : null}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
        {anyReady ? (
          <section aria-labelledby="whole-set-title" className="grid gap-4">
            <h2 id="whole-set-title" className="text-2xl font-semibold">
              Send the whole set
            </h2>
            <p className="text-muted-foreground">Every recorded take of this attempt goes to the coaches as one review request.</p>
            <ReviewForm label="Send the whole set for review" quota={quota} />
          </section>
        ) : null}
      </div>
    </>
  );
}

export const handle = { serverClock: true, what: 'your video interview' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
