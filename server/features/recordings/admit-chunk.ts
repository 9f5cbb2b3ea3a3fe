import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewQuestions, recordings, timedAttempts } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { takeClosesAt, takeGraceSeconds } from '../interviews/interview-timing';
import { isPastDeadline } from '../timed-attempts/timing';
import { bytesToReserve, lockMemberRecordings, requireRoom, type ChunkHeaders } from './recording-allowance';

const lateChunk = () =>
  new HttpError(
    410,
    'expired',
    `The time for this take is over (its answer time, or its attempt’s, and ${takeGraceSeconds} seconds to send the rest), so this chunk was not saved and the take cannot be finished. Delete it and record another take if the question allows one.`,
  );

/**
 * Admits one chunk of the member's take before tus reads its body: refused (410) once the
 * take's time is over (`takeClosesAt`, from the attempt's deadline itself, not from whether
 * the sweep has closed it yet), and reserved from the allowance (413 past it) by its declared
 * length or where the chunk brings it. A short transaction under the member's lock: the bytes
 * then stream with no lock held, and no more of them than were reserved (`maxBytes`, tus's limit).
 */
export async function admitChunk(
  db: Database,
  { userId, recordingId, chunk, now = new Date() }: { userId: string; recordingId: string; chunk: ChunkHeaders; now?: Date },
) {
  return db.transaction(async (tx) => {
    await lockMemberRecordings(tx, { userId });
    const [take] = await tx
      .select({
        reservedBytes: recordings.reservedBytes,
        declaredBytes: recordings.declaredBytes,
        startedAt: recordings.createdAt,
        answerSeconds: interviewQuestions.answerSeconds,
        timeFactor: timedAttempts.timeFactor,
        deadline: timedAttempts.deadline,
        closedAt: timedAttempts.closedAt,
      })
      .from(recordings)
      .innerJoin(timedAttempts, eq(timedAttempts.id, recordings.attemptId))
      .innerJoin(interviewQuestions, eq(interviewQuestions.id, recordings.questionId))
      .where(and(eq(recordings.id, recordingId), eq(recordings.userId, userId)));
    if (!take) throw notFound('No such recording');
    if (isPastDeadline(takeClosesAt(take), now)) throw lateChunk();
    const declaredBytes = chunk.declaredBytes ?? take.declaredBytes;
    const bytes = bytesToReserve({ ...chunk, declaredBytes });
    await requireRoom(tx, { userId, recordingId, bytes, held: take.reservedBytes });
    // Never lowered while the take uploads: another request on it may still be streaming within what it reserved.
    await tx
      .update(recordings)
      .set({ reservedBytes: sql`greatest(${recordings.reservedBytes}, ${bytes}::bigint)`, declaredBytes })
      .where(eq(recordings.id, recordingId));
    return { maxBytes: bytes, declaredBytes };
  });
}
