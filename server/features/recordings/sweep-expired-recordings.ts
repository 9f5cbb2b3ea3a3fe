import { and, eq, lte } from 'drizzle-orm';
import { recordings } from '../../db/schema';
import type { Services } from '../kit/context';
import { removeRecordingFile } from './delete-recording';
import { recordingStoreFor } from './tus-endpoint';

/**
 * Removes takes whose upload stopped and was not resumed before it expired (a recorder closed
 * mid-answer and never reopened): their rows, their partial files, and on S3 their unfinished
 * multipart uploads, which hold storage without being objects the orphan sweep could list.
 */
export async function sweepExpiredRecordings(services: Services, { now = new Date() }: { now?: Date } = {}) {
  const { db, storage, logger } = services;
  const expired = await db
    .delete(recordings)
    .where(and(eq(recordings.status, 'uploading'), lte(recordings.expiresAt, now)))
    .returning({ storageKey: recordings.storageKey });
  if (expired.length === 0) return 0;
  const store = await recordingStoreFor(services);
  for (const { storageKey } of expired) await removeRecordingFile({ store, storage }, storageKey);
  logger.info({ swept: expired.length }, 'expired unfinished recordings removed');
  return expired.length;
}
