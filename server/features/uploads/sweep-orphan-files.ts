import { isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, defineWorker } from '../../db/job-queue';
import { dataExports, recordings, reviewRequests, uploads } from '../../db/schema';
import { uploadStateKeys } from '../recordings/recording-store';
import { sweepExpiredRecordings } from '../recordings/sweep-expired-recordings';
import type { Services } from '../kit/context';

/**
 * A crash between storing a member's file and writing its row leaves a file nobody can
 * reach. Delete every file under `members/` that no row references and that is
 * older than the grace period (another instance may be about to write its row).
 */
export async function sweepOrphanMemberFiles(
  { db, storage, logger }: Pick<Services, 'db' | 'storage' | 'logger'>,
  { graceSeconds, now = new Date() }: { graceSeconds: number; now?: Date },
) {
  const [uploadKeys, annotatedKeys, exportKeys, recordingKeys] = await Promise.all([
    db.select({ key: uploads.storageKey }).from(uploads),
    db.select({ key: reviewRequests.annotatedFileKey }).from(reviewRequests).where(isNotNull(reviewRequests.annotatedFileKey)),
    // Data exports (their own hourly job deletes expired ones), including one still being written.
    db.select({ key: dataExports.storageKey }).from(dataExports).where(isNotNull(dataExports.storageKey)),
    db.select({ key: recordings.storageKey }).from(recordings),
  ]);
  const referenced = new Set([
    ...[...uploadKeys, ...annotatedKeys, ...exportKeys].map((row) => row.key),
    // A take, and while it uploads the state tus keeps beside it.
    ...recordingKeys.flatMap((row) => [row.key, ...uploadStateKeys(row.key)]),
  ]);
  const cutoff = now.getTime() - graceSeconds * 1000;
  let swept = 0;
  for (const key of await storage.list('members')) {
    if (referenced.has(key)) continue;
    const modified = await storage.modifiedAt(key);
    if (modified && modified.getTime() <= cutoff) {
      await storage.delete(key);
      swept++;
    }
  }
  if (swept > 0) logger.warn({ swept }, 'orphan member files removed');
  return swept;
}

/** The hourly sweep, scheduled once across every instance. */
export const orphanFileSweep = defineJob({
  name: 'sweep-orphan-files',
  data: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  expireInSeconds: 15 * 60,
});

export const orphanSweepWorker = (services: Services) =>
  defineWorker(orphanFileSweep, async () => {
    await sweepExpiredRecordings(services);
    await sweepOrphanMemberFiles(services, { graceSeconds: services.config.storage.orphanGraceSeconds });
  });
