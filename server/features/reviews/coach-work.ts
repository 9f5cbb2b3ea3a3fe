import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewRequests } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { isUuid } from '../uploads/upload-queries';

type Review = typeof reviewRequests.$inferSelect;

/** Reads a review and locks its row for the rest of the transaction (404 when there is none). */
export async function lockReview(tx: Pick<Database, 'select'>, { reviewId }: { reviewId: string }) {
  const [row] = isUuid(reviewId)
    ? await tx.select().from(reviewRequests).where(eq(reviewRequests.id, reviewId)).for('update')
    : [];
  if (!row) throw notFound('No such review');
  return row;
}

/** A coach may claim an open review nobody else has claimed. */
export function assertClaimable(review: Review, coachId: string) {
  if (review.status === 'completed') throw new HttpError(409, 'conflict', 'This review has already been completed.');
  if (review.claimedBy && review.claimedBy !== coachId)
    throw new HttpError(409, 'conflict', 'Another coach has claimed this review.');
}

/** Feedback, files and completion are for the coach who claimed the review, while it is open. */
export function assertWorkable(review: Review, coachId: string) {
  assertClaimable(review, coachId);
  if (review.claimedBy !== coachId) throw new HttpError(409, 'conflict', 'Claim this review before working on it.');
}
