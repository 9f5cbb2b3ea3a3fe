import { eq } from 'drizzle-orm';
import { ERRORS, type DataStore } from '@tus/server';
import { recordings } from '../../db/schema';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import { findVisibleRecording } from './recording-queries';

/** Removes a take's file and the store's record of its upload (an unfinished S3 multipart upload too); one already gone is no error. */
export async function removeRecordingFile(store: DataStore, storageKey: string) {
  try {
    await store.remove(storageKey);
  } catch (error) {
    if (error !== ERRORS.FILE_NOT_FOUND && error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
  }
}

/**
 * Deletes one of the member's takes and its file, finished or still uploading (tus's
 * termination). A take a review carries stays with the review, so the coach has what was sent.
 */
export async function deleteRecording(
  { db, store }: { db: Database; store: DataStore },
  { userId, recordingId }: { userId: string; recordingId: string },
) {
  const recording = await findVisibleRecording(db, { recordingId, reader: { userId, role: 'member' } });
  if (!recording) throw notFound('No such recording');
  if (recording.inReview) throw new HttpError(409, 'conflict', 'This take is part of a review request, so it stays until the review is done.');
  await db.delete(recordings).where(eq(recordings.id, recording.id));
  await removeRecordingFile(store, recording.storageKey);
}
