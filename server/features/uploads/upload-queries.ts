import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { reviewUploads, uploads, type UserRole } from '../../db/schema';
import type { UploadedFile } from './upload.schema';

/** Who is asking: owners see their own files, coaches see every member's. */
export type FileViewer = { userId: string; role: UserRole };

export const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** Whether a review covers the upload (then it stays as long as the review does). */
const inReview = sql<boolean>`exists (select 1 from ${reviewUploads} where ${reviewUploads.uploadId} = ${uploads.id})`;

export const toUploadedFile = (row: typeof uploads.$inferSelect & { inReview: boolean }): UploadedFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  inReview: row.inReview,
});

/** `GET /api/uploads`: the member's own files, newest first. */
export async function listUploads(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select({ upload: uploads, inReview })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(desc(uploads.createdAt));
  return rows.map(({ upload, inReview }) => toUploadedFile({ ...upload, inReview }));
}

/** One upload with its storage key, if the viewer may have it (owner or coach). */
export async function findVisibleUpload(db: Database, { uploadId, viewer }: { uploadId: string; viewer: FileViewer }) {
  if (!isUuid(uploadId)) return undefined;
  const [row] = await db
    .select({ upload: uploads, inReview })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), viewer.role === 'admin' ? undefined : eq(uploads.userId, viewer.userId)));
  return row && { ...row.upload, inReview: row.inReview };
}
