import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { memberFilesPrefix } from '../account/member-files';
import { receiveDocument, tooLarge, type SizeLimit } from './receive-document';
import { maxUploadBytes, memberStorageQuotaBytes } from './upload.schema';
import { toUploadedFile } from './upload-queries';

/** Members may upload PDF, legacy DOC and DOCX. */
export const memberUploadKinds = ['pdf', 'doc', 'docx'] as const;

/** The room left in the member's quota, as the limit an upload must keep to. */
const roomLeft = (bytes: number): SizeLimit => ({
  bytes: Math.max(bytes, 0),
  message: `This file does not fit in your ${memberStorageQuotaBytes / 1024 / 1024}MB of storage. Delete files you no longer need to make room.`,
});

async function bytesUploaded(db: Pick<Database, 'select'>, userId: string) {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** The per-file limit, or the room left in the member's quota when that is smaller. */
async function sizeLimitFor(db: Database, userId: string): Promise<SizeLimit | undefined> {
  const room = roomLeft(memberStorageQuotaBytes - (await bytesUploaded(db, userId)));
  if (room.bytes === 0) throw tooLarge(room);
  return room.bytes < maxUploadBytes ? room : undefined;
}

/**
 * Streams a member's file into their private storage, then records it. The stream is cut
 * off at the per-file limit or at the room left in the member's quota, and the quota is
 * checked again under a lock on the member as the row is written, so uploads in parallel
 * cannot pass it together. If recording fails, the file is removed again.
 */
export async function createUpload(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { userId, request }: { userId: string; request: Request },
) {
  const storageKey = `${memberFilesPrefix(userId)}/uploads/${randomUUID()}`;
  const limit = await sizeLimitFor(db, userId);
  const file = await receiveDocument(storage, request, { key: storageKey, accept: memberUploadKinds, limit });
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
      const room = roomLeft(memberStorageQuotaBytes - (await bytesUploaded(tx, userId)));
      if (file.size > room.bytes) throw tooLarge(room);
      const [inserted] = await tx
        .insert(uploads)
        .values({ userId, storageKey, ...file })
        .returning();
      return inserted!;
    });
    return toUploadedFile({ ...row, inReview: false });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
