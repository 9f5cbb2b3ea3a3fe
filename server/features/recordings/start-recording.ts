import { addHours } from 'date-fns';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewAttempts, interviewQuestions, recordings } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { interviewAttemptClosers } from '../interviews/interview-attempts';
import { validateInput } from '../kit/route-table';
import { lockOwnAttempt, requireOpenAttempt } from '../timed-attempts/timed-attempts';
import { bytesToReserve, lockMemberRecordings, requireRoom, type ChunkHeaders } from './recording-allowance';
import { findOwnRecording } from './recording-queries';
import { incompleteRecordingHours, recordingMetadata } from './recording.schema';

/**
 * Records a new take as tus creates its upload: only the owner of a video-interview attempt
 * still open at `now` (decided from its deadline, as every write to a timed attempt is: one past
 * it is closed here and the take refused), for a question of that attempt's set, within the
 * takes the question allows and the member's allowance, which the take's declared length (or
 * its first chunk's) is reserved from. Checked under a lock on the member, so two takes
 * started together cannot both pass the last free take or the last room.
 */
export async function startRecording(
  db: Database,
  {
    userId,
    recordingId,
    storageKey,
    metadata,
    chunk,
    now = new Date(),
  }: { userId: string; recordingId: string; storageKey: string; metadata: unknown; chunk: ChunkHeaders; now?: Date },
) {
  const { attemptId, questionId, filetype } = validateInput(recordingMetadata, metadata);
  const bytes = bytesToReserve(chunk);
  const outcome = await db.transaction(async (tx) => {
    await lockMemberRecordings(tx, { userId });
    const [question] = await tx
      .select({ takes: interviewQuestions.takes })
      .from(interviewAttempts)
      .innerJoin(interviewQuestions, and(eq(interviewQuestions.setId, interviewAttempts.setId), eq(interviewQuestions.id, questionId)))
      .where(and(eq(interviewAttempts.attemptId, attemptId), eq(interviewAttempts.userId, userId)));
    const attempt = question && (await lockOwnAttempt(tx, { userId, attemptId, purpose: 'video-interview' }));
    if (!question || !attempt) throw notFound('No such question in your interview attempt');
    const { open, refusal } = await requireOpenAttempt(tx, attempt, { now, closers: interviewAttemptClosers });
    // The closing is committed, then the take refused.
    if (!open) return { refusal };
    const [taken] = await tx
      .select({ n: count() })
      .from(recordings)
      .where(and(eq(recordings.attemptId, attemptId), eq(recordings.questionId, questionId)));
    const takes = taken?.n ?? 0;
    if (takes >= question.takes) {
      throw new HttpError(409, 'conflict', `This question allows ${question.takes} take${question.takes === 1 ? '' : 's'}, and you have recorded ${takes}.`);
    }
    await requireRoom(tx, { userId, bytes });
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
        declaredBytes: chunk.declaredBytes,
        reservedBytes: bytes,
        createdAt: now,
        expiresAt: addHours(now, incompleteRecordingHours),
      })
      .returning();
    return { row: row! };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.row;
}

/** Keeps the take's row in step with the tus offset after each chunk. */
export async function recordReceivedBytes(db: Database, { recordingId, receivedBytes }: { recordingId: string; receivedBytes: number }) {
  await db
    .update(recordings)
    .set({ receivedBytes })
    .where(and(eq(recordings.id, recordingId), eq(recordings.status, 'uploading')));
}

/** A take is ready once its upload has all its bytes; from then on it holds exactly its size of the allowance. */
export async function finishRecording(db: Database, { recordingId, size, now = new Date() }: { recordingId: string; size: number; now?: Date }) {
  await db.update(recordings).set({ receivedBytes: size, reservedBytes: size, status: 'ready', completedAt: now }).where(eq(recordings.id, recordingId));
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
