import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { bytesReserved } from './recording-queries';
import { allowanceMessage, recordingAllowanceBytes } from './recording.schema';

/*
 * The recording allowance counts what takes may become, not only what has arrived: a take
 * holds its declared length from creation, and one whose length is deferred holds at least
 * what each admitted chunk brings it to. Every creation and every chunk reserves its bytes
 * before tus reads the body, in a short transaction locked on the member, so parallel takes
 * take turns at the check and none holds a lock while its bytes stream in.
 */

/** What a tus request says of the bytes it brings: where it starts, its own length, the take's final length. */
export type ChunkHeaders = { offset: number; chunkBytes: number | undefined; declaredBytes: number | null };

const lengthRequired = new HttpError(
  411,
  'validation_failed',
  'Send each chunk of a take with its Content-Length, or declare the take’s length (Upload-Length) first: a chunk of unknown length cannot be checked against your recording allowance.',
);

/**
 * What a take must hold of the allowance for this request: its declared length once known,
 * else where this chunk brings it. Never 0, which tus reads as "no limit". A chunk of unknown
 * length to a take of unknown length could be any size, so it is refused (411).
 */
export function bytesToReserve({ offset, chunkBytes, declaredBytes }: ChunkHeaders) {
  if (declaredBytes !== null) return Math.max(declaredBytes, 1);
  if (chunkBytes === undefined) throw lengthRequired;
  return Math.max(offset + chunkBytes, 1);
}

/** Locks the member's row for the rest of the transaction: their creations and chunks take turns at the allowance. */
export async function lockMemberRecordings(tx: Database, { userId }: { userId: string }) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/**
 * Refuses (413) when the member's other takes and `bytes` for this one would pass the
 * allowance; the caller holds `lockMemberRecordings` and writes the reservation before it commits.
 */
export async function requireRoom(
  tx: Database,
  { userId, recordingId, bytes, held = 0 }: { userId: string; recordingId?: string; bytes: number; held?: number },
) {
  const others = await bytesReserved(tx, { userId, except: recordingId });
  // The refusal names all the member's takes hold, this one's reservation so far (`held`) included.
  if (others + bytes > recordingAllowanceBytes) throw new HttpError(413, 'too_large', allowanceMessage(others + held));
}
