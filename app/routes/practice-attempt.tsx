import { ArrowLeft } from 'lucide-react';
import { Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/practice-attempt';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { PageHeader } from '~/components/layout/page-header';
import { islandsPageHandle, type RouteHandle } from '~/lib/route-handle';
import { Island } from '~/islands/island';
import type { FormResult } from '~/lib/forms/form-result';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { routeParam } from '~/lib/route-param';
import { formSuccess, parseForm, readForm, refusedForm, unknownIntent } from '~/lib/forms/form-action.server';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { getAccount } from '@server/features/account/get-account';
import { standingPool, type FormStanding } from '@server/features/practice/form-standing';
import { getPracticeAttempt, savePracticeAnswer, submitPracticeAttempt } from '@server/features/practice/practice-attempts';
import { requestPracticeReview } from '@server/features/practice/request-practice-review';
import { requestPracticeAttemptReviewSchema } from '@server/features/practice/practice-answer.schema';
import { getReviewQuota } from '@server/features/reviews/review-quota';
import { timeLeftSeconds } from '@server/features/timed-attempts/timing';
import { answerFromFields } from '~/features/practice/answer-fields';
import { answerIntent, AttemptQuestion, SubmitConfirm, submitIntent, toSubmit } from '~/features/practice/components/attempt-question';
import { AttemptResults, reviewIntent, SendAttemptForReview, type AttemptReview, type ResultItem } from '~/features/practice/components/attempt-results';
import type { PracticeSectionScore } from '@server/db/schema';
import { Countdown } from '~/features/practice/components/countdown';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.attempt.formTitle ? `${data.attempt.formTitle}: ` : ''}Timed practice | Clearpath Law Coaching` },
  { name: 'robots', content: 'noindex' },
];

const attemptPathOf = (id: string) => `/practice/attempts/${id}`;

/** What a closed attempt's read adds to an open one's. */
type ScoredView = {
  result: { score: number; maxScore: number; sections: PracticeSectionScore[] };
  standing: FormStanding | null;
  items: ResultItem[];
  reviews: AttemptReview[];
};

/** The question asked for (`?q=`, from 1), else where the member left off: the first unanswered. */
function questionNumber(url: URL, questions: { id: string }[], answers: Record<string, unknown>) {
  const asked = Number(url.searchParams.get('q'));
  if (Number.isInteger(asked) && asked >= 1 && asked <= questions.length) return asked;
  const firstUnanswered = questions.findIndex((question) => answers[question.id] === undefined);
  return firstUnanswered < 0 ? 1 : firstUnanswered + 1;
}

/**
 * The member's own attempt (anyone else's is the not-found page), read at the server's now:
 * one past its deadline is closed by that read, so it shows its results.
 */
async function ownAttempt(context: Route.LoaderArgs['context'], id: string, now: Date) {
  const viewer = guardedViewer(context);
  const attempt = await getPracticeAttempt(context.services, { reader: { userId: viewer.userId, role: 'member' }, attemptId: id, now });
  if (!attempt) pageNotFound();
  return attempt;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = routeParam(params.id, pathParams.recordId);
  const { userId } = guardedViewer(context);
  const now = new Date();
  const attempt = await ownAttempt(context, id, now);
  const url = new URL(request.url);
  if (attempt.status === 'open') {
    const account = await getAccount(context.services.db, { userId });
    return {
      attempt,
      open: {
        serverNow: now.toISOString(),
        number: questionNumber(url, attempt.questions, attempt.answers),
        confirming: url.searchParams.get('confirm') === 'submit',
        timerHidden: account?.settings.timerHidden ?? false,
      },
      closed: null,
    };
  }
  // Closing scores the attempt in the same transaction: a closed attempt without its result is a fault.
  // A closed attempt is read with its result (closing scores it in the same transaction).
  const { deadline, startedAt, result, standing, items, reviews } = attempt as typeof attempt & Partial<ScoredView>;
  if (!result || !items) throw new Error('A closed practice attempt was read without its result');
  const quota = await getReviewQuota(context.services.db, { userId, now });
  return {
    attempt,
    open: null,
    closed: { quota, result, standing: standing ?? null, standingFrom: standingPool.minimumMembers, items, reviews: reviews ?? [], allowedSeconds: deadline === null ? null : timeLeftSeconds(new Date(deadline), new Date(startedAt)) },
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const id = routeParam(params.id, pathParams.recordId);
  const { userId } = guardedViewer(context);
  const { services } = context;
  const form = await readForm(request);
  const path = attemptPathOf(id);
  switch (form.get('intent')) {
    case answerIntent: {
      const attempt = await ownAttempt(context, id, new Date());
      const question = attempt.questions.find((candidate) => candidate.id === form.get('questionId'));
      if (!question) return unknownIntent(form);
      const answer = answerFromFields(question, form);
      try {
        if (answer !== undefined) await savePracticeAnswer(services, { userId, attemptId: id, questionId: question.id, answer });
      } catch (error) {
        // A refusal (the time ran out, already submitted, an answer that does not fit) is
        // shown on the page: the results once closed, the question beside its field otherwise.
        return refusedForm(form, error);
      }
      const goto = form.get('goto');
      if (goto === toSubmit) return redirect(`${path}?confirm=submit`);
      const number = Number(goto);
      return redirect(Number.isInteger(number) && number >= 1 && number <= attempt.questions.length ? `${path}?q=${number}` : path);
    }
    case submitIntent: {
      try {
        await submitPracticeAttempt(services, { userId, attemptId: id });
      } catch (error) {
        return refusedForm(form, error);
      }
      return redirect(path);
    }
    case reviewIntent: {
      const parsed = parseForm(form, requestPracticeAttemptReviewSchema);
      if (!parsed.ok) return parsed.failure;
      try {
        await requestPracticeReview(services, { userId, attemptId: id, notes: parsed.data.notes });
      } catch (error) {
        return refusedForm(form, error);
      }
      return formSuccess(form, 'Sent to the coaches. You will see their comments here and in your reviews.');
    }
    default:
      return unknownIntent(form);
  }
}

export default function PracticeAttemptPage({ loaderData }: Route.ComponentProps) {
  const { attempt, open, closed } = loaderData;
  const refused = useActionData<FormResult>();
  const path = attemptPathOf(attempt.id);
  return (
    <>
      <PageHeader title={attempt.formTitle}>
        <Link to="/practice" className="mt-4 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> All practice tests
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:px-6">
        {open ? (
          <>
            <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border bg-card p-4">
              <p className="text-sm text-muted-foreground">
                Every answer is saved as you give it. If you close this page, come back to carry on{attempt.deadline ? ': the clock keeps running.' : '.'}
              </p>
              {attempt.deadline && attempt.timeLeftSeconds !== null ? (
                <Island
                  name="countdown"
                  component={Countdown}
                  props={{ deadline: attempt.deadline, serverNow: open.serverNow, secondsLeft: attempt.timeLeftSeconds, hidden: open.timerHidden }}
                />
              ) : (
                <p className="text-sm font-medium">Untimed</p>
              )}
            </div>
            {open.confirming ? (
              <SubmitConfirm unanswered={attempt.questions.filter((question) => attempt.answers[question.id] === undefined).length} attemptPath={path} />
            ) : (
              <AttemptQuestion questions={attempt.questions} answers={attempt.answers} number={open.number} />
            )}
          </>
        ) : null}
        {closed ? (
          <>
            {refused && !refused.ok && refused.formError ? (
              <p role="alert" className="rounded-lg border border-destructive/50 p-4 font-medium text-destructive-text">
                {refused.formError}
              </p>
            ) : null}
            <AttemptResults
              score={closed.result.score}
              maxScore={closed.result.maxScore}
              sections={closed.result.sections}
              status={attempt.status === 'expired' ? 'expired' : 'submitted'}
              timeUsedSeconds={attempt.timeUsedSeconds}
              allowedSeconds={closed.allowedSeconds}
              standing={closed.standing}
              standingFrom={closed.standingFrom}
              questions={attempt.questions}
              items={closed.items}
            />
            <SendAttemptForReview quota={closed.quota} reviews={closed.reviews} />
          </>
        ) : null}
      </div>
    </>
  );
}

/** Plain, with the countdown as an island: every answer is a form, and the page is its own (ADR 0051). */
export const handle = { ...islandsPageHandle, serverClock: true, what: 'your practice test' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
