import { eq } from 'drizzle-orm';
import { reviewRequests, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { assertWorkable, lockReview } from './coach-work';
import { reviewReadyEmail } from './review-emails';
import type { ReviewFeedback } from './review.schema';

/**
 * Sends the review back to the member with the coach's final feedback, and emails them
 * (a transactional email: sent whatever their notification setting), queued with the change.
 */
export async function completeReview(
  { db, mailer, config }: Pick<Services, 'db' | 'mailer' | 'config'>,
  { coach, reviewId, feedback }: { coach: Viewer; reviewId: string; feedback: ReviewFeedback },
) {
  const review = await db.transaction(async (tx) => {
    const locked = await lockReview(tx, { reviewId });
    assertWorkable(locked, coach.userId);
    const now = new Date();
    const [row] = await tx
      .update(reviewRequests)
      .set({ status: 'completed', feedback, completedAt: now, updatedAt: now })
      .where(eq(reviewRequests.id, locked.id))
      .returning();
    await recordAudit(tx, {
      actor: coach,
      action: 'review.complete',
      target: { type: 'review', id: locked.id },
      memberId: locked.userId,
    });
    const [member] = await tx
      .select({ email: user.email, firstName: user.firstName })
      .from(user)
      .where(eq(user.id, locked.userId));
    if (member) await mailer.queue(reviewReadyEmail(member, row!, `${config.publicUrl}/my-reviews/${row!.id}`), tx);
    return row!;
  });
  return { id: review.id, status: review.status, completedAt: review.completedAt?.toISOString() ?? null };
}
