import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviewRequests } from '../../db/schema';
import type { Services } from '../kit/context';
import { memberFilesPrefix } from '../account/member-files';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { receiveDocument } from '../uploads/receive-document';
import { assertWorkable, lockReview } from './coach-work';

/** Coaches return annotated copies as PDF or DOCX. */
export const annotatedFileKinds = ['pdf', 'docx'] as const;

/**
 * Streams the coach's annotated copy into the member's files (it is theirs, and goes when
 * they do), replacing any earlier one. Checked before the upload is read, and again, under
 * the row lock, before it is attached.
 */
export async function attachAnnotatedFile(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { coach, reviewId, request }: { coach: Viewer; reviewId: string; request: Request },
) {
  // Outside a transaction this is a plain read: it spares reading an upload we would refuse.
  const current = await lockReview(db, { reviewId });
  assertWorkable(current, coach.userId);
  const key = `${memberFilesPrefix(current.userId)}/reviews/${current.id}/${randomUUID()}`;
  const file = await receiveDocument(storage, request, { key, accept: annotatedFileKinds });

  let replacedKey: string | null;
  try {
    replacedKey = await db.transaction(async (tx) => {
      const review = await lockReview(tx, { reviewId });
      assertWorkable(review, coach.userId);
      await tx
        .update(reviewRequests)
        .set({
          annotatedFileKey: key,
          annotatedFileName: file.name,
          annotatedFileType: file.type,
          annotatedFileSize: file.size,
          updatedAt: new Date(),
        })
        .where(eq(reviewRequests.id, review.id));
      await recordAudit(tx, {
        actor: coach,
        action: 'review.annotated_file.attach',
        target: { type: 'review', id: review.id },
        memberId: review.userId,
        details: { name: file.name, size: file.size },
      });
      return review.annotatedFileKey;
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (replacedKey) await storage.delete(replacedKey);
  return file;
}
