import { and, eq } from 'drizzle-orm';
import { recordingComments, reviewRecordings } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../kit/context';
import { assertWorkable, lockReview } from '../reviews/coach-work';
import { isUuid } from '../uploads/upload-queries';

/**
 * A coach pins a comment to a moment of a take the member sent with this review: the review
 * must be theirs to work on (claimed, not completed), as for written feedback. A take the
 * review does not carry is a 404. Audit-logged.
 */
export async function pinRecordingComment(
  { db }: Pick<Services, 'db'>,
  { coach, reviewId, recordingId, atSeconds, text }: { coach: Viewer; reviewId: string; recordingId: string; atSeconds: number; text: string },
) {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, { reviewId });
    assertWorkable(review, coach.userId);
    const [carried] = isUuid(recordingId)
      ? await tx
          .select({ recordingId: reviewRecordings.recordingId })
          .from(reviewRecordings)
          .where(and(eq(reviewRecordings.reviewId, review.id), eq(reviewRecordings.recordingId, recordingId)))
      : [];
    if (!carried) throw notFound('No such take in this review');
    const [comment] = await tx.insert(recordingComments).values({ reviewId: review.id, recordingId, coachId: coach.userId, atSeconds, text }).returning();
    await recordAudit(tx, {
      actor: coach,
      action: 'review.recording_comment.pin',
      target: { type: 'review', id: review.id },
      memberId: review.userId,
      details: { recordingId, atSeconds },
    });
    return { id: comment!.id, recordingId, atSeconds: comment!.atSeconds, text: comment!.text, createdAt: comment!.createdAt.toISOString() };
  });
}
