import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError, notFound } from '../../platform/errors';
import { findVisibleUpload } from './upload-queries';

/**
 * Deletes one of the member's own uploads and its file. A file a review covers stays with
 * the review (the database refuses it too), so the coach always has what was submitted.
 */
export async function deleteUpload(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { userId, uploadId }: { userId: string; uploadId: string },
) {
  const upload = await findVisibleUpload(db, { uploadId, viewer: { userId, role: 'member' } });
  if (!upload) throw notFound('No such file');
  if (upload.inReview)
    throw new HttpError(409, 'conflict', 'This file is part of a review request, so it cannot be deleted.');
  await db.delete(uploads).where(eq(uploads.id, upload.id));
  await storage.delete(upload.storageKey);
}
