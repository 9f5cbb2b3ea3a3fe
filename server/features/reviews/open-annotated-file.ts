import type { Services } from '../kit/context';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { findVisibleReview } from './review-queries';

/** The coach's annotated copy: for the member once the review is completed, and for coaches. */
export async function openAnnotatedFile(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { viewer, reviewId }: { viewer: Viewer; reviewId: string },
) {
  const review = await findVisibleReview(db, { reviewId, viewer });
  if (!review || (viewer.role !== 'admin' && review.status !== 'completed')) throw notFound('No annotated file');
  const { annotatedFileKey: key, annotatedFileName: name, annotatedFileType: type, annotatedFileSize: size } = review;
  if (!key || !name || !type || size === null) throw notFound('No annotated file');
  if (review.userId !== viewer.userId) {
    await recordAudit(db, {
      actor: viewer,
      action: 'review.annotated_file.download',
      target: { type: 'review', id: review.id },
      memberId: review.userId,
    });
  }
  return { body: await storage.get(key), name, type, size };
}
