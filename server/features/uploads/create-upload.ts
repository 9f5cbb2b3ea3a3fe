import { randomUUID } from 'node:crypto';
import { uploads } from '../../db/schema';
import type { Services } from '../../http/context';
import { memberFilesPrefix } from '../account/member-files';
import { receiveDocument } from './receive-document';
import { toUploadedFile } from './upload-queries';

/** Members may upload PDF, legacy DOC and DOCX. */
export const memberUploadKinds = ['pdf', 'doc', 'docx'] as const;

/**
 * Streams a member's file into their private storage, then records it. The row is written
 * only once the file is fully stored; if that fails, the file is removed again.
 */
export async function createUpload(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { userId, request }: { userId: string; request: Request },
) {
  const storageKey = `${memberFilesPrefix(userId)}/uploads/${randomUUID()}`;
  const file = await receiveDocument(storage, request, { key: storageKey, accept: memberUploadKinds });
  try {
    const [row] = await db
      .insert(uploads)
      .values({ userId, storageKey, ...file })
      .returning();
    return toUploadedFile({ ...row!, inReview: false });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}
