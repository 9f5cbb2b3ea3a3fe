import { and, eq } from 'drizzle-orm';
import { minutesAndSeconds } from '../../../content/interviews/minutes-and-seconds';
import { recordingComments, recordings, reviewRecordings } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../kit/context';
import { longestTakeSeconds } from '../recordings/recording.schema';
import { assertWorkable, lockReview } from '../reviews/coach-work';
import { isUuid } from '../uploads/upload-queries';

/**
 * A coach pins a comment to a moment of a take the member sent with this review: the review
 * must be theirs to work on (claimed, not completed), as for written feedback. A take the
 * review does not carry is a 404; a moment past the take's end (its recorded length, or the
 * longest a take can run while that is unknown) is a 400 beside `atSeconds`. Audit-logged.
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
          .select({ durationSeconds: recordings.durationSeconds })
          .from(reviewRecordings)
          .innerJoin(recordings, eq(recordings.id, reviewRecordings.recordingId))
          .where(and(eq(reviewRecordings.reviewId, review.id), eq(reviewRecordings.recordingId, recordingId)))
      : [];
    if (!carried) throw notFound('No such take in this review');
    if (atSeconds > (carried.durationSeconds ?? longestTakeSeconds)) throw pastTheEnd(carried.durationSeconds);
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

const pastTheEnd = (durationSeconds: number | null) =>
  new HttpError(400, 'validation_failed', 'Some fields need attention.', {
    atSeconds:
      durationSeconds === null
        ? `A take runs at most ${minutesAndSeconds(longestTakeSeconds)}: pin the comment at a moment within it.`
        : `This take is ${minutesAndSeconds(durationSeconds)} long (${durationSeconds} seconds): pin the comment at a moment within it.`,
  });
