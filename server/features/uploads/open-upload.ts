import type { Services } from '../kit/context';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { findVisibleUpload } from './upload-queries';

/**
 * An upload's file for its owner or a coach; anyone else gets a 404, as if it did not
 * exist. A coach opening a member's file is recorded in the audit log.
 */
export async function openUpload(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { viewer, uploadId }: { viewer: Viewer; uploadId: string },
) {
  const upload = await findVisibleUpload(db, { uploadId, viewer });
  if (!upload) throw notFound('No such file');
  if (upload.userId !== viewer.userId) {
    await recordAudit(db, {
      actor: viewer,
      action: 'upload.download',
      target: { type: 'upload', id: upload.id },
      memberId: upload.userId,
      details: { name: upload.name },
    });
  }
  return { body: await storage.get(upload.storageKey), name: upload.name, type: upload.type, size: upload.size };
}
