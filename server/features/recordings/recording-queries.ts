import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordings, reviewRecordings } from '../../db/schema';
import { visibleMemberRows, type RowReader } from '../kit/member-rows';
import { containerOf } from './recording-type';

/** Whether a review request carries the take (then it stays as long as the review does). */
export const takeInReview = sql<boolean>`exists (select 1 from ${reviewRecordings} where ${reviewRecordings.recordingId} = ${recordings.id})`;

/** One take, if the reader may have it: its owner, or a coach through a review that covers it. */
export async function findVisibleRecording(db: Database, { recordingId, reader }: { recordingId: string; reader: RowReader }) {
  const [row] = await db
    .select({ recording: recordings, inReview: takeInReview })
    .from(recordings)
    .where(and(eq(recordings.id, recordingId), visibleMemberRows(reader, { owner: recordings.userId, coveredByReview: takeInReview })));
  return row && { ...row.recording, inReview: row.inReview };
}

/** One of the member's own takes (the only reader tus requests have). */
export async function findOwnRecording(db: Database, { userId, recordingId }: { userId: string; recordingId: string }) {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, recordingId), eq(recordings.userId, userId)));
  return row;
}

/** What the member's takes hold of their allowance (`reservedBytes`), leaving out one take (the one being written). */
export async function bytesReserved(db: Pick<Database, 'select'>, { userId, except }: { userId: string; except?: string }) {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${recordings.reservedBytes}), 0)::bigint` })
    .from(recordings)
    .where(and(eq(recordings.userId, userId), except ? ne(recordings.id, except) : undefined));
  return Number(row?.bytes ?? 0);
}

/** The container a take was created as, by its storage key (tus's upload id); undefined for no such take. */
export async function findRecordingContainer(db: Database, { storageKey }: { storageKey: string }) {
  const [row] = await db.select({ contentType: recordings.contentType }).from(recordings).where(eq(recordings.storageKey, storageKey));
  return row && containerOf(row.contentType);
}
