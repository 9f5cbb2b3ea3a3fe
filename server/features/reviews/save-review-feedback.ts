import { eq } from 'drizzle-orm';
import { reviewRequests } from '../../db/schema';
import type { Services } from '../kit/context';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { assertWorkable, lockReview } from './coach-work';
import type { ReviewFeedback } from './review.schema';

/** Saves the claiming coach's draft feedback; the member sees nothing until it is completed. */
export async function saveReviewFeedback(
  { db }: Pick<Services, 'db'>,
  { coach, reviewId, feedback }: { coach: Viewer; reviewId: string; feedback: ReviewFeedback },
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, { reviewId });
    assertWorkable(review, coach.userId);
    await tx.update(reviewRequests).set({ feedback, updatedAt: new Date() }).where(eq(reviewRequests.id, review.id));
    await recordAudit(tx, { actor: coach, action: 'review.feedback.save', target: { type: 'review', id: review.id }, memberId: review.userId });
  });
}
