import { addHours } from 'date-fns';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewAttempts, interviewQuestions, recordings, timedAttempts, user } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { validateInput } from '../kit/route-table';
import { bytesRecorded, findOwnRecording } from './recording-queries';
import { allowanceMessage, incompleteRecordingHours, recordingAllowanceBytes, recordingMetadata } from './recording.schema';

/**
 * Records a new take as tus creates its upload: only the owner of an open video-interview
 * attempt, for a question of that attempt's set, within the takes the question allows and
 * the member's allowance. Checked under a lock on the member, so two takes started together
 * cannot both pass the last free take or the last room.
 */
export async function startRecording(
  db: Database,
  { userId, recordingId, storageKey, metadata, now = new Date() }: { userId: string; recordingId: string; storageKey: string; metadata: unknown; now?: Date },
) {
  const { attemptId, questionId, filetype } = validateInput(recordingMetadata, metadata);
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [attempt] = await tx
      .select({ status: timedAttempts.status, takes: interviewQuestions.takes })
      .from(interviewAttempts)
      .innerJoin(timedAttempts, eq(timedAttempts.id, interviewAttempts.attemptId))
      .innerJoin(interviewQuestions, and(eq(interviewQuestions.setId, interviewAttempts.setId), eq(interviewQuestions.id, questionId)))
      .where(and(eq(interviewAttempts.attemptId, attemptId), eq(interviewAttempts.userId, userId)));
    if (!attempt) throw notFound('No such question in your interview attempt');
    if (attempt.status !== 'open') throw new HttpError(409, 'conflict', 'This interview attempt has ended, so it takes no more recordings.');
    const [taken] = await tx
      .select({ n: count() })
      .from(recordings)
      .where(and(eq(recordings.attemptId, attemptId), eq(recordings.questionId, questionId)));
    const takes = taken?.n ?? 0;
    if (takes >= attempt.takes) {
      throw new HttpError(409, 'conflict', `This question allows ${attempt.takes} take${attempt.takes === 1 ? '' : 's'}, and you have recorded ${takes}.`);
    }
    const used = await bytesRecorded(tx, { userId });
    if (used >= recordingAllowanceBytes) throw new HttpError(413, 'too_large', allowanceMessage(used));
    const [row] = await tx
      .insert(recordings)
      .values({
        id: recordingId,
        userId,
        attemptId,
        questionId,
        take: takes + 1,
        storageKey,
        contentType: filetype,
        expiresAt: addHours(now, incompleteRecordingHours),
      })
      .returning();
    return row!;
  });
}

/** Keeps the take's row in step with the tus offset after each chunk. */
export async function recordReceivedBytes(db: Database, { recordingId, receivedBytes }: { recordingId: string; receivedBytes: number }) {
  await db
    .update(recordings)
    .set({ receivedBytes })
    .where(and(eq(recordings.id, recordingId), eq(recordings.status, 'uploading')));
}

/** A take is ready once its upload has all its bytes. */
export async function finishRecording(db: Database, { recordingId, size, now = new Date() }: { recordingId: string; size: number; now?: Date }) {
  await db.update(recordings).set({ receivedBytes: size, status: 'ready', completedAt: now }).where(eq(recordings.id, recordingId));
}

/**
 * Records a finished take's length as its recorder measured it: MediaRecorder's WebM carries
 * none, and playback adds it to the file's header from here (webm-duration.ts). Only the
 * member's own take, once all of it has arrived.
 */
export async function setRecordingDuration(db: Database, { userId, recordingId, durationSeconds }: { userId: string; recordingId: string; durationSeconds: number }) {
  const recording = await findOwnRecording(db, { userId, recordingId });
  if (!recording) throw notFound('No such recording');
  if (recording.status !== 'ready') throw new HttpError(409, 'conflict', 'This take is still uploading; its length is recorded once all of it has arrived.');
  await db.update(recordings).set({ durationSeconds }).where(eq(recordings.id, recording.id));
  return { id: recording.id, durationSeconds };
}
