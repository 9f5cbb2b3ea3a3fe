import { ArrowLeft } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import { applicationStages, opportunities } from '@content/firms';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import type { Route } from './+types/application';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { islandsPageHandle, type RouteHandle } from '~/lib/route-handle';
import { Island } from '~/islands/island';
import { PageHeader } from '~/components/layout/page-header';
import { FormStatus } from '~/components/ui/form-status';
import { answerIntents } from '~/features/answers/answer-intents';
import { answerResultOf, type AnswerResult } from '~/features/answers/answer-result';
import { AddQuestionForm } from '~/features/answers/components/add-question-form';
import { AnswerWorkspace } from '~/features/answers/components/answer-workspace';
import { SentAnswers } from '~/features/answers/components/sent-answers';
import { NoAccessNotice, PlanWayBack } from '~/features/billing/components/plan-way-back';
import { applicationWorkspaceAction, loadApplicationWorkspace } from '~/features/answers/application-workspace.server';
import { formatDate } from '@content/uk-dates';
import { routeParam } from '~/lib/route-param';
import { FactList } from '~/components/ui/fact-list';
import { guardedViewer } from '~/lib/page-guards.server';
import { listFirmTestKinds } from '@server/features/practice-admin/firm-test-kinds';
import { listFormsForMember } from '@server/features/practice/practice-attempts';
import { ApplicationPracticeSection } from '~/features/practice/components/application-practice';
import { findInterviewSetForFirm } from '@server/features/interviews/interview-attempts';
import { PractiseInterviewOffer } from '~/features/interviews/components/practise-interview-offer';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: `${loaderData?.application ? `${loaderData.application.firm}: your application` : 'Your application'} | Clearpath Law Coaching`,
  },
  { name: 'robots', content: 'noindex' },
];

/**
 * The member's own application; anyone else's is a 404. The answer workspace is for
 * subscribers. At the online-tests stage, the practice for the tests the firm sets; at the
 * video-interview stage, a subscriber is offered the firm's interview set, or the generic one.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const workspace = await loadApplicationWorkspace(context, routeParam(params.id, pathParams.recordId));
  const { application } = workspace;
  const { db } = context.services;
  const interviewSet =
    application.stage === 'video-interview' && workspace.workspace ? ((await findInterviewSetForFirm(db, { firmSlug: application.firmSlug })) ?? null) : null;
  if (application.stage !== 'online-tests') return { ...workspace, practice: null, interviewSet };
  const [recorded, forms] = await Promise.all([
    application.firmSlug ? listFirmTestKinds(db, application.firmSlug) : [],
    listFormsForMember(context.services, { userId: guardedViewer(context).userId }),
  ]);
  return { ...workspace, practice: { recorded, forms }, interviewSet };
}

export const action = ({ params, context, request }: Route.ActionArgs) =>
  applicationWorkspaceAction(context, routeParam(params.id, pathParams.recordId), request);

export default function ApplicationPage({ loaderData }: Route.ComponentProps) {
  const { application, reading, workspace, locked, practice, interviewSet } = loaderData;
  // A deleted question takes its form away: the page itself says it went.
  const result = useActionData<AnswerResult>();
  const deleted = result?.ok && 'message' in result && result.intent?.startsWith(answerIntents.of('delete', '')) ? result.message : undefined;
  const facts: [string, string][] = [
    ['Opening', opportunities[application.opportunity]],
    ['Closes', application.closesOn ? formatDate(application.closesOn) : 'No date'],
    ['Stage', applicationStages[application.stage]],
  ];
  return (
    <>
      <PageHeader title={application.firm}>
        <Link
          to="/applications"
          className="mt-4 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All my applications
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10 sm:px-6">
        <FactList facts={facts} />
        {interviewSet ? <PractiseInterviewOffer set={interviewSet} firm={application.firm} /> : null}
        {reading.length > 0 ? (
          <nav aria-label={`Reading on ${application.firm}`} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {reading.map((item) => (
              <Link key={item.href} to={item.href} className="font-medium text-primary underline underline-offset-4">
                {item.title}
              </Link>
            ))}
          </nav>
        ) : null}
        {practice ? <ApplicationPracticeSection firm={application.firm} practice={practice} /> : null}
        <section aria-labelledby="answers-title" className="grid gap-4">
          <h2 id="answers-title" className="text-2xl font-semibold">
            Your answers
          </h2>
          {workspace ? (
            <>
              <p className="text-sm text-muted-foreground">
                Drafts save as you type. The checker flags other firms’ names, slips in {application.firm}’s name and
                answers over the limit. Sending a draft for review uses one of your reviews this month (
                {workspace.reviewsLeft} left).
              </p>
              <FormStatus message={deleted} />
              <Island
                name="answer-workspace"
                component={AnswerWorkspace}
                props={{
                  answers: workspace.answers,
                  firm: application.firm,
                  firmKey: application.firmSlug ?? application.firm,
                  allowance: { left: workspace.reviewsLeft, allowed: workspace.reviewsAllowed },
                  result: answerResultOf(result),
                }}
              />
              <AddQuestionForm />
            </>
          ) : locked ? (
            <>
              <NoAccessNotice standing={locked.standing}>
                <p className="text-sm">
                  {locked.answers.length > 0
                    ? `Your drafts are kept and shown below to read. ${locked.standing.kind === 'paused' ? 'Once you resume,' : 'With a plan,'} you can edit them, check them and send them to a coach for review.`
                    : 'Draft your answers here: keep each question with its word limit, draft answers that save as you type, and let the checker catch another firm’s name or “and” for “&” before a recruiter does. When a draft is ready, send it to a coach for review.'}
                </p>
              </NoAccessNotice>
              <SentAnswers
                firm={application.firm}
                answers={locked.answers.map((answer) => ({ answerId: answer.id, question: answer.question, text: answer.text, limit: answer.limit }))}
              />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}

export const handle = { ...islandsPageHandle, what: 'your application' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary({ planWayBack: PlanWayBack });
