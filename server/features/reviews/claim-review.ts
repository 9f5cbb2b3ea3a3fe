import { eq } from 'drizzle-orm';
import { reviewRequests } from '../../db/schema';
import type { Services } from '../kit/context';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { assertClaimable, lockReview } from './coach-work';

/** The coach takes an open review: it moves to in_review and is theirs to work on. */
export async function claimReview(
  { db }: Pick<Services, 'db'>,
  { coach, reviewId }: { coach: Viewer; reviewId: string },
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, { reviewId });
    assertClaimable(review, coach.userId);
    const now = new Date();
    await tx
      .update(reviewRequests)
      .set({ status: 'in_review', claimedBy: coach.userId, claimedAt: review.claimedAt ?? now, updatedAt: now })
      .where(eq(reviewRequests.id, review.id));
    await recordAudit(tx, {
      actor: coach,
      action: 'review.claim',
      target: { type: 'review', id: review.id },
      memberId: review.userId,
    });
  });
}
