import { Link } from 'react-router';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { applicationTypes } from '@server/features/reviews/review.schema';
import type { QueuedReview } from '@server/features/reviews/review-queries';
import { formatDate } from '@content/uk-dates';
import { OverdueBadge, ReviewStatusBadge } from '../review-status-badge';

/** The coaches' queue as a table: who, on which plan, for which firm, and when it is due. */
export function ReviewQueueTable({ reviews }: { reviews: QueuedReview[] }) {
  return (
    <ScrollRegion label="Application reviews" className="rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Application reviews, open first, oldest first</caption>
        <thead className="border-b bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Member
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Firm
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
                  to={`/coach/reviews/${review.id}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {review.member.name}
                </Link>
                <span className="block text-xs text-muted-foreground">{review.member.email}</span>
              </td>
              <td className="px-4 py-3">{review.planName}</td>
              <td className="px-4 py-3">
                {review.targetFirm}
                <span className="block text-xs text-muted-foreground">{applicationTypes[review.applicationType]}</span>
              </td>
              <td className="px-4 py-3">{formatDate(review.submittedAt)}</td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap items-center gap-2">
                  {formatDate(review.dueAt)}
                  {review.overdue ? <OverdueBadge /> : null}
                </span>
              </td>
              <td className="px-4 py-3">
                <ReviewStatusBadge status={review.status} />
                {review.coach ? (
                  <span className="block pt-1 text-xs text-muted-foreground">{review.coach.name}</span>
                ) : null}
              </td>
            </tr>
          ))}
          {reviews.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-6 text-center text-muted-foreground">
                No reviews yet.
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
