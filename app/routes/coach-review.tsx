import { ArrowLeft } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import { applicationTypes, completeReviewSchema, saveFeedbackSchema } from '@server/features/reviews/review.schema';
import type { Route } from './+types/coach-review';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { AnnotatedFileUpload } from '~/features/reviews/components/coach/annotated-file-upload';
import { ClaimReviewForm } from '~/features/reviews/components/coach/claim-review-form';
import { FeedbackForm } from '~/features/reviews/components/coach/feedback-form';
import { FeedbackView } from '~/features/reviews/components/feedback-view';
import { ReviewFacts } from '~/features/reviews/components/review-facts';
import { ReviewFiles } from '~/features/reviews/components/review-files';
import { OverdueBadge, ReviewStatusBadge } from '~/features/reviews/components/review-status-badge';
import { annotatedFileHref } from '~/features/reviews/review-links';
import { getReview } from '@server/features/reviews/review-queries';
import { memberTrackerForReview } from '@server/features/reviews/member-tracker';
import { MemberTrackerPanel } from '~/features/answers/components/member-tracker-panel';
import { SentAnswers } from '~/features/answers/components/sent-answers';
import { uploadHref } from '~/features/uploads/upload-links';
import { isMultipart } from '~/features/uploads/multipart.server';
import { attachAnnotatedFile } from '@server/features/reviews/attach-annotated-file';
import { claimReview } from '@server/features/reviews/claim-review';
import { completeReview } from '@server/features/reviews/complete-review';
import { saveReviewFeedback } from '@server/features/reviews/save-review-feedback';
import {
  annotatedFileAttachedIntent,
  annotatedFileIntent,
  claimIntent,
  completeReviewIntent,
  saveFeedbackIntent,
} from '~/features/reviews/coach-review-intents';
import { parseFeedbackForm } from '~/features/reviews/feedback-form.server';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { formFailure, formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { listReviewTakes } from '@server/features/interviews/interview-attempts';
import { pinRecordingCommentSchema } from '@server/features/interviews/interview.schema';
import { pinRecordingComment } from '@server/features/interviews/pin-recording-comment';
import { pinCommentIntent } from '~/features/interviews/components/pin-comment-form';
import { TakePlayer } from '~/features/interviews/components/take-player';
import { minutesAndSeconds } from '~/features/interviews/interview-words';
import { readIntent } from '~/lib/forms/row-intent';
import { addPracticeItemComment, listReviewedPracticeAttempts } from '@server/features/practice-admin/practice-comments';
import { practiceCommentInputSchema } from '@server/features/practice-admin/practice-item.schema';
import { practiceCommentIntent, ReviewedAttempts } from '~/features/practice-admin/components/reviewed-attempts';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.review.member?.name ?? 'Review'}: ${loaderData?.review.targetFirm ?? ''} | Coach area` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const coach = guardedViewer(context);
  const reviewId = routeParam(params.id, pathParams.recordId);
  const review = await getReview(context.services.db, { reviewId, viewer: coach });
  if (!review) pageNotFound();
  const [memberApplications, practiceAttempts, takes] = await Promise.all([
    memberTrackerForReview(context.services.db, { reviewId }),
    listReviewedPracticeAttempts(context.services.db, { reviewId }),
    listReviewTakes(context.services.db, { reviewId }),
  ]);
  return { review, claimedByMe: review.coach?.id === coach.userId, memberApplications: memberApplications ?? [], practiceAttempts, takes };
}

/**
 * The coach's work on one review, each write a form posted here with the API's schema and
 * domain function: claim, save a draft, complete, and the annotated copy (a multipart post
 * without JavaScript; with it, the copy streams to the API and only its arrival is sent).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const reviewId = routeParam(params.id, pathParams.recordId);
  const { services } = context;
  if (isMultipart(request)) {
    const form = new FormData();
    form.set('intent', annotatedFileIntent);
    return submitWrite(form, async () => {
      const file = await attachAnnotatedFile(services, { coach, reviewId, request });
      return formSuccess(form, `Annotated copy attached: ${file.name}.`);
    });
  }

  const form = await readForm(request);
  return submitWrite(form, async () => {
    if (readIntent(form).kind === practiceCommentIntent) {
      const parsed = parseForm(form, practiceCommentInputSchema);
      if (!parsed.ok) return parsed.failure;
      await addPracticeItemComment(services.db, { reviewId, ...parsed.data, coach });
      return formSuccess(form, 'Comment added.');
    }
    // One pin form per take, each its own intent so its result shows beside that take.
    if (String(form.get('intent')).startsWith(`${pinCommentIntent}-`)) {
      const parsed = parseForm(form, pinRecordingCommentSchema);
      if (!parsed.ok) return parsed.failure;
      const comment = await pinRecordingComment(services, { coach, reviewId, ...parsed.data });
      return formSuccess(form, `Comment pinned at ${minutesAndSeconds(comment.atSeconds)}.`);
    }
    switch (form.get('intent')) {
      case claimIntent:
        await claimReview(services, { coach, reviewId });
        return formSuccess(form, 'Review claimed. It is yours to work on.');
      case saveFeedbackIntent: {
        const parsed = parseFeedbackForm(form, saveFeedbackSchema);
        if (!parsed.ok) return parsed.failure;
        await saveReviewFeedback(services, { coach, reviewId, feedback: parsed.data.feedback });
        return formSuccess(form, 'Draft saved. The member sees nothing until you complete the review.');
      }
      case completeReviewIntent: {
        const parsed = parseFeedbackForm(form, completeReviewSchema);
        if (!parsed.ok) return parsed.failure;
        await completeReview(services, { coach, reviewId, feedback: parsed.data.feedback });
        return formSuccess(form, 'Review completed. The member has been emailed their feedback.');
      }
      case annotatedFileAttachedIntent: {
        const review = await getReview(services.db, { reviewId, viewer: coach });
        if (!review?.annotatedFile)
          return formFailure(form, { fieldErrors: {}, formError: 'No annotated copy is attached yet.' });
        return formSuccess(form, `Annotated copy attached: ${review.annotatedFile.name}.`);
      }
      default:
        return unknownIntent(form);
    }
  });
}

/** Practice and recording comments say how they went beside their own forms, not at the top. */
const saidBesideItsForm = (intent: string | undefined) =>
  [`${practiceCommentIntent}:`, `${pinCommentIntent}-`].some((prefix) => intent?.startsWith(prefix));

export default function CoachReview({ loaderData }: Route.ComponentProps) {
  const { review, claimedByMe, memberApplications, practiceAttempts, takes } = loaderData;
  // Claiming and completing take their form away, so the page itself says how they went.
  const result = useActionData<typeof action>();
  const open = review.status !== 'completed';
  return (
    <div className="grid gap-6">
      <div>
        <Link
          to="/coach/reviews"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All reviews
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">
          {review.targetFirm}: {applicationTypes[review.applicationType]}
        </h1>
        <p className="text-muted-foreground">
          {review.member?.name} · {review.member?.email}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ReviewStatusBadge status={review.status} />
          {review.overdue ? <OverdueBadge /> : null}
        </div>
      </div>
      <ReviewFacts review={review} />
      {takes.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Recorded answers</CardTitle>
            <CardDescription>
              {!open
                ? 'The member reads these comments beside each take.'
                : claimedByMe
                  ? 'Pause a take where a comment belongs and pin it there; the member sees it beside the video.'
                  : 'Claim this review to pin comments to moments of the takes.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-8">
            {takes.map((take) => (
              <section key={take.id} aria-label={`${take.question} (take ${take.take})`} className="grid gap-3">
                <p className="font-medium">{take.question}</p>
                <TakePlayer take={take} pinComments={open && claimedByMe} />
              </section>
            ))}
          </CardContent>
        </Card>
      ) : null}
      <div className={review.answers.length > 0 ? 'grid items-start gap-6 xl:grid-cols-2' : 'grid gap-6'}>
        <Card>
          <CardHeader>
            <CardTitle>{review.answers.length > 0 ? 'The member’s drafts' : 'The member’s files'}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SentAnswers answers={review.answers} firm={review.targetFirm} />
            {review.files.length > 0 ? (
              <ReviewFiles files={review.files.map((file) => ({ ...file, href: uploadHref(file.id) }))} />
            ) : null}
            <div>
              <h3 className="font-sans text-sm font-semibold">Notes from the member</h3>
              <p className="mt-1 whitespace-pre-wrap text-sm">{review.notes ?? 'No notes.'}</p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Feedback</CardTitle>
            <CardDescription>
              {!open
                ? 'Completed and sent to the member.'
                : claimedByMe
                  ? 'Save drafts as you go; the member sees nothing until you complete the review.'
                  : review.coach
                    ? `Claimed by ${review.coach.name}.`
                    : 'Claim this review to write feedback.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <FormStatus message={result?.ok && !saidBesideItsForm(result.intent) ? result.message : undefined} />
            <ErrorSummary
              id="claim-problem"
              messages={[result && !result.ok && result.intent === claimIntent ? result.formError : undefined]}
            />
            {open && !review.coach ? <ClaimReviewForm /> : null}
            {open && claimedByMe ? (
              <>
                <AnnotatedFileUpload reviewId={review.id} hasFile={review.annotatedFile !== null} />
                {review.annotatedFile ? (
                  <ReviewFiles files={[{ ...review.annotatedFile, href: annotatedFileHref(review.id) }]} />
                ) : null}
                <FeedbackForm initial={review.feedback} />
              </>
            ) : null}
            {!open && review.feedback ? <FeedbackView feedback={review.feedback} /> : null}
            {!open && review.annotatedFile ? (
              <ReviewFiles files={[{ ...review.annotatedFile, href: annotatedFileHref(review.id) }]} />
            ) : null}
          </CardContent>
        </Card>
      </div>
      <ReviewedAttempts attempts={practiceAttempts} canComment={open && claimedByMe} />
      <MemberTrackerPanel applications={memberApplications} />
    </div>
  );
}
