import { Link } from 'react-router';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { applicationTypes } from '@server/features/reviews/review.schema';
import type { MemberReviewSummary } from '@server/features/reviews/review-queries';
import { formatDate } from '@content/uk-dates';
import { ReviewStatusBadge } from './review-status-badge';

/** The member's reviews: firm, kind, when submitted, when due, and where each stands. */
export function MemberReviewList({ reviews }: { reviews: MemberReviewSummary[] }) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        You have not requested a review yet.
      </p>
    );
  }
  return (
    <ScrollRegion label="Your application reviews" className="rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your application reviews</caption>
        <thead className="border-b bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Firm
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Application
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Submitted
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Due by
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review.id} className="border-b last:border-0">
              <td className="px-4 py-3">
                <Link
                  to={`/my-reviews/${review.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {review.targetFirm}
                </Link>
              </td>
              <td className="px-4 py-3">{applicationTypes[review.applicationType]}</td>
              <td className="px-4 py-3">{formatDate(review.submittedAt)}</td>
              <td className="px-4 py-3">{review.completedAt ? '-' : formatDate(review.dueAt)}</td>
              <td className="px-4 py-3">
                <ReviewStatusBadge status={review.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
