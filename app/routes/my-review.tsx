import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { applicationTypes } from '@server/features/reviews/review.schema';
import type { Route } from './+types/my-review';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { FeedbackView } from '~/features/reviews/components/feedback-view';
import { ReviewFacts } from '~/features/reviews/components/review-facts';
import { ReviewFiles } from '~/features/reviews/components/review-files';
import { ReviewStatusBadge } from '~/features/reviews/components/review-status-badge';
import { annotatedFileHref } from '~/features/reviews/review-links';
import { getReview } from '@server/features/reviews/review-queries';
import { uploadHref } from '~/features/uploads/upload-links';
import { formatDate } from '@content/uk-dates';
import { SentAnswers } from '~/features/answers/components/sent-answers';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.review ? `Review: ${loaderData.review.targetFirm}` : 'Review'} | Clearpath Law Coaching` },
  { name: 'robots', content: 'noindex' },
];

/** The member's own review; anyone else's is a 404, as if it did not exist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const review = await getReview(context.services.db, {
    reviewId: routeParam(params.id, pathParams.recordId),
    viewer: { userId: viewer.userId, role: 'member' },
  });
  if (!review) pageNotFound();
  return { review };
}

export default function MyReviewPage({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  return (
    <>
      <PageHeader title={`${review.targetFirm}: ${applicationTypes[review.applicationType]}`}>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ReviewStatusBadge status={review.status} />
          <Link
            to="/my-reviews"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> All my reviews
          </Link>
        </div>
      </PageHeader>
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6">
        <ReviewFacts review={review} />
        {/* Drafts sent from the answer workspace sit beside the coach's feedback on wide screens. */}
        <div className={review.answers.length > 0 ? 'grid items-start gap-6 lg:grid-cols-2' : 'grid gap-6'}>
          {review.feedback ? (
            <Card>
              <CardHeader>
                <CardTitle>Your feedback</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-6">
                <FeedbackView feedback={review.feedback} />
                {review.annotatedFile ? (
                  <div className="grid gap-2">
                    <h3 className="font-sans text-base font-semibold">Annotated copy</h3>
                    <ReviewFiles files={[{ ...review.annotatedFile, href: annotatedFileHref(review.id) }]} />
                  </div>
                ) : null}
              </CardContent>
            </Card>
          ) : review.status === 'completed' ? (
            // Feedback is cleared once past its retention period; the review stays as history.
            <p className="rounded-lg border border-border p-4 text-sm text-muted-foreground">
              The feedback on this review has been deleted: we keep it for a set time after a review is completed (see our{' '}
              <a href="/privacy" className="underline">privacy notice</a>).
            </p>
          ) : (
            <p role="status" className="rounded-lg border border-gold/60 bg-accent p-4 text-sm text-accent-foreground">
              {review.status === 'submitted'
                ? 'Your review is waiting for a coach.'
                : 'A coach is reviewing your application.'}{' '}
              You will have your feedback by {formatDate(review.dueAt)}, and we will email you when it is ready.
            </p>
          )}
          <Card>
            <CardHeader>
              <CardTitle>What you sent</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <SentAnswers answers={review.answers} firm={review.targetFirm} />
              {review.files.length > 0 ? (
                <ReviewFiles files={review.files.map((file) => ({ ...file, href: uploadHref(file.id) }))} />
              ) : null}
              {review.notes ? (
                <div>
                  <h3 className="font-sans text-sm font-semibold">Your notes</h3>
                  <p className="mt-1 whitespace-pre-wrap text-sm">{review.notes}</p>
                </div>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

export const handle = { what: 'your review' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
