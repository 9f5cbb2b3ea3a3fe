import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import { applicationTypes } from '@server/features/reviews/review.schema';
import type { Route } from './+types/coach-review';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { requireCoach } from '~/lib/page-guards.server';
import { AnnotatedFileUpload } from '~/features/reviews/components/coach/annotated-file-upload';
import { ClaimReviewButton } from '~/features/reviews/components/coach/claim-review-button';
import { FeedbackForm } from '~/features/reviews/components/coach/feedback-form';
import { FeedbackView } from '~/features/reviews/components/feedback-view';
import { ReviewFacts } from '~/features/reviews/components/review-facts';
import { ReviewFiles } from '~/features/reviews/components/review-files';
import { OverdueBadge, ReviewStatusBadge } from '~/features/reviews/components/review-status-badge';
import { annotatedFileHref } from '~/features/reviews/review-links';
import { getReview } from '@server/features/reviews/review-queries';
import { uploadHref } from '~/features/uploads/upload-links';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.review.member?.name ?? 'Review'}: ${loaderData?.review.targetFirm ?? ''} | Coach area` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const coach = await requireCoach(context);
  const review = await getReview(context.services.db, { reviewId: routeParam(params.id, pathParams.recordId), viewer: coach });
  if (!review) throw data(null, { status: 404 });
  return { review, claimedByMe: review.coach?.id === coach.userId };
}

export default function CoachReview({ loaderData }: Route.ComponentProps) {
  const { review, claimedByMe } = loaderData;
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
      <Card>
        <CardHeader>
          <CardTitle>The member’s files</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ReviewFiles files={review.files.map((file) => ({ ...file, href: uploadHref(file.id) }))} />
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
          {open && !review.coach ? <ClaimReviewButton reviewId={review.id} /> : null}
          {open && claimedByMe ? (
            <>
              <AnnotatedFileUpload reviewId={review.id} hasFile={review.annotatedFile !== null} />
              {review.annotatedFile ? (
                <ReviewFiles files={[{ ...review.annotatedFile, href: annotatedFileHref(review.id) }]} />
              ) : null}
              <FeedbackForm reviewId={review.id} initial={review.feedback} />
            </>
          ) : null}
          {!open && review.feedback ? <FeedbackView feedback={review.feedback} /> : null}
          {!open && review.annotatedFile ? (
            <ReviewFiles files={[{ ...review.annotatedFile, href: annotatedFileHref(review.id) }]} />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
