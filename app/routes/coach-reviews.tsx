import type { Route } from './+types/coach-reviews';

import { ReviewQueueTable } from '~/features/reviews/components/coach/review-queue-table';
import { listReviewQueue } from '@server/features/reviews/review-queries';

export const meta: Route.MetaFunction = () => [{ title: 'Reviews | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { reviews: await listReviewQueue(context.services.db) };
}

export default function CoachReviews({ loaderData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  const open = reviews.filter((review) => review.status !== 'completed');
  const overdue = open.filter((review) => review.overdue).length;
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-semibold">Reviews</h1>
      <p className="text-sm text-muted-foreground" role="status">
        {open.length} open review{open.length === 1 ? '' : 's'}
        {overdue > 0 ? `, ${overdue} overdue` : ''}
      </p>
      <ReviewQueueTable reviews={reviews} />
    </div>
  );
}
