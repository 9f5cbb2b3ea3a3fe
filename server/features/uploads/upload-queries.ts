import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { reviewUploads, uploads } from '../../db/schema';
import { visibleMemberRows, type RowReader } from '../kit/member-rows';
import type { UploadedFile } from './upload.schema';

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

/** The member's files a review request carries, newest first: what a coach may see of them. */
export async function listReviewedUploads(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select({ upload: uploads })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inReview))
    .orderBy(desc(uploads.createdAt));
  return rows.map(({ upload }) => toUploadedFile({ ...upload, inReview: true }));
}

/** How many files the member holds in all (a coach is told the number, not the files). */
export async function countUploads(db: Database, { userId }: { userId: string }) {
  const [row] = await db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId));
  return row?.n ?? 0;
}

/** One upload with its storage key, if the viewer may have it: its owner, or a coach through a review covering it. */
export async function findVisibleUpload(db: Database, { uploadId, viewer }: { uploadId: string; viewer: RowReader }) {
  if (!isUuid(uploadId)) return undefined;
  const [row] = await db
    .select({ upload: uploads, inReview })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), visibleMemberRows(viewer, { owner: uploads.userId, coveredByReview: inReview })));
  return row && { ...row.upload, inReview: row.inReview };
}
