import { eq } from 'drizzle-orm';
import { ERRORS, type DataStore } from '@tus/server';
import { recordings } from '../../db/schema';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/storage';
import { findVisibleRecording } from './recording-queries';
import { uploadStateKeys } from './recording-store';

/**
 * Removes a take's file and what tus kept of its upload: the store first, which also aborts
 * an unfinished S3 multipart upload, then every file it may leave at the key (the S3 store
 * keeps the pending `.part`, and gives up on a finished take whose multipart upload is done).
 * What is already gone is no error.
 */
export async function removeRecordingFile({ store, storage }: { store: DataStore; storage: FileStorage }, storageKey: string) {
  try {
    await store.remove(storageKey);
  } catch (error) {
    if (error !== ERRORS.FILE_NOT_FOUND && error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
  }
  for (const key of [storageKey, ...uploadStateKeys(storageKey)]) await storage.delete(key);
}

/**
 * Deletes one of the member's takes and its file, finished or still uploading (tus's
 * termination). A take a review carries stays with the review, so the coach has what was sent.
 */
export async function deleteRecording(
  { db, store, storage }: { db: Database; store: DataStore; storage: FileStorage },
  { userId, recordingId }: { userId: string; recordingId: string },
) {
  const recording = await findVisibleRecording(db, { recordingId, reader: { userId, role: 'member' } });
  if (!recording) throw notFound('No such recording');
  if (recording.inReview) throw new HttpError(409, 'conflict', 'This take is part of a review request, so it stays until the review is done.');
  await db.delete(recordings).where(eq(recordings.id, recording.id));
  await removeRecordingFile({ store, storage }, recording.storageKey);
}

/** Removes a take the server refused (its first bytes were not of its type), row and file, whoever's it is. */
export async function dropRecording({ db, store, storage }: { db: Database; store: DataStore; storage: FileStorage }, { storageKey }: { storageKey: string }) {
  await db.delete(recordings).where(eq(recordings.storageKey, storageKey));
  await removeRecordingFile({ store, storage }, storageKey);
}
