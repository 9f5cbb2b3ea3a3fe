import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { selectRows } from '../../db/client';
import { defineJob, defineWorker } from '../../db/job-queue';
import { consumeRateLimit, type RateLimitRule } from '../../db/rate-limit';
import { dataExports, user } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { signToken, verifyToken } from '../../platform/signed-token';
import type { Services } from '../kit/context';
import { memberFilesPrefix } from '../account/member-files';
import { collectMemberData } from './collect-member-data';
import { dataExportReadyEmail } from './data-export-emails';
import { writeZip } from './write-zip';

/** A ready export can be downloaded for seven days; then its file is deleted (the privacy notice says so: content/site/privacy-copy.ts). */
export const exportLifetimeDays = 7;
const dayMs = 24 * 60 * 60 * 1000;
/**
 * An export still preparing after this long has failed for good (pg-boss gave up on its job):
 * the member may ask again, and the hourly clean-up marks it failed.
 */
const stalePreparingMs = 2 * 60 * 60 * 1000;

const exportsPerDay = 3;
const exportRateLimit: RateLimitRule = {
  name: 'data-export',
  limit: exportsPerDay,
  windowSeconds: 24 * 60 * 60,
  refusal: (retryAfterSeconds) => {
    const hours = Math.ceil(retryAfterSeconds / 3600);
    return `You can ask for a copy of your data ${exportsPerDay} times a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
  },
};

/** Prepares one export: data job carries the export's id only. */
export const prepareDataExportJob = defineJob({
  name: 'prepare-data-export',
  data: z.object({ exportId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
});

/** The hourly clean-up: expired and failed exports lose their files. */
export const expireDataExportsJob = defineJob({
  name: 'expire-data-exports',
  data: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  expireInSeconds: 15 * 60,
});

export type DataExportState = 'preparing' | 'ready' | 'expired' | 'failed';

/** An export as the member sees it: ready ones carry their download link until they expire. */
export type DataExportSummary = {
  id: string;
  status: DataExportState;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  downloadUrl: string | null;
};

const linkPayload = z.object({ purpose: z.literal('data-export'), exp: z.number(), exportId: z.uuid(), userId: z.string() });

/** The download link of a ready export: signed, bound to its member, lasting as long as the export. */
const downloadUrlOf = (
  { config, secrets }: Pick<Services, 'config' | 'secrets'>,
  row: { id: string; userId: string; expiresAt: Date },
) =>
  `${config.publicUrl}/api/me/export/${signToken(
    { purpose: 'data-export', exp: Math.floor(row.expiresAt.getTime() / 1000), exportId: row.id, userId: row.userId },
    secrets.signedLinks,
  )}`;

function stateOf(row: typeof dataExports.$inferSelect, now: Date): DataExportState {
  if (row.status === 'preparing') return now.getTime() - row.requestedAt.getTime() > stalePreparingMs ? 'failed' : 'preparing';
  if (row.status === 'ready') return row.expiresAt && row.expiresAt > now ? 'ready' : 'expired';
  return 'failed';
}

function summaryOf(services: Pick<Services, 'config' | 'secrets'>, row: typeof dataExports.$inferSelect, now = new Date()): DataExportSummary {
  const status = stateOf(row, now);
  return {
    id: row.id,
    status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: status === 'ready' ? downloadUrlOf(services, { ...row, expiresAt: row.expiresAt! }) : null,
  };
}

/** The member's most recent export, or null when they never asked for one. */
export async function latestDataExport(services: Pick<Services, 'db' | 'config' | 'secrets'>, { userId }: { userId: string }) {
  const [row] = await services.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ? summaryOf(services, row) : null;
}

/**
 * A member asks for a copy of their data. While one is preparing, that one is the answer
 * (asking twice queues nothing more); otherwise it counts against the daily limit and
 * queues the job that prepares it, in one transaction, under a lock on the member so two
 * requests at once make one export. Rate-limited by email, so erasure clears the counter.
 */
export async function requestDataExport(services: Pick<Services, 'db' | 'jobs' | 'config' | 'secrets'>, { userId }: { userId: string }) {
  const { db, jobs } = services;
  const row = await db.transaction(async (tx) => {
    const [person] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!person) throw notFound();
    const freshSince = new Date(Date.now() - stalePreparingMs);
    const [preparing] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'preparing'), gt(dataExports.requestedAt, freshSince)))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    if (preparing) return preparing;
    await consumeRateLimit(tx, exportRateLimit, person.email);
    const id = randomUUID();
    const [created] = await tx
      .insert(dataExports)
      .values({ id, userId, storageKey: `${memberFilesPrefix(userId)}/exports/${id}.zip` })
      .returning();
    await jobs.enqueue(tx, prepareDataExportJob, { exportId: id });
    return created!;
  });
  return summaryOf(services, row);
}

/**
 * The job: writes the member's ZIP (data.json, then their files) to private storage, then
 * in one transaction marks it ready and queues the email with its link. A repeat of a job
 * that already finished finds the export ready and does nothing. The storage key is on the
 * row from the start, so the orphan sweep leaves a file being written alone; a member
 * erased meanwhile takes the row with them, and the sweep removes what was written.
 */
export async function prepareDataExport(
  services: Pick<Services, 'db' | 'storage' | 'mailer' | 'config' | 'secrets' | 'logger'>,
  { exportId, now = new Date() }: { exportId: string; now?: Date },
) {
  const { db, storage, mailer, logger } = services;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'preparing' || !row.storageKey) return;
  const collected = await collectMemberData(db, { userId: row.userId, now });
  if (!collected) return;

  const dataJson = Buffer.from(JSON.stringify(collected.document, null, 2));
  const size = await writeZip(storage, row.storageKey, [
    { path: 'data.json', compress: true, open: async () => [dataJson] },
    ...collected.files.map((file) => ({ path: file.path, compress: false, open: () => storage.get(file.storageKey) })),
  ]);

  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + exportLifetimeDays * dayMs);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.id, exportId)).for('update');
    if (current?.status !== 'preparing') return;
    const [member] = await tx.select({ email: user.email, firstName: user.firstName }).from(user).where(eq(user.id, row.userId));
    if (!member) return;
    await tx.update(dataExports).set({ status: 'ready', readyAt, expiresAt, size }).where(eq(dataExports.id, exportId));
    await mailer.queue(dataExportReadyEmail(member, downloadUrlOf(services, { id: exportId, userId: row.userId, expiresAt }), expiresAt), tx);
  });
  logger.info({ exportId, files: collected.files.length, size }, 'data export ready');
}

/**
 * Opens a ready export for download: only through a link we signed, only for the member it
 * was made for (signed in as themselves: a forwarded link opens nothing for anyone else),
 * only until it expires.
 */
export async function openDataExport(
  { db, storage, secrets }: Pick<Services, 'db' | 'storage' | 'secrets'>,
  { token, viewer, now = new Date() }: { token: string; viewer: { userId: string }; now?: Date },
) {
  // Checked for its signature first (time zero), so an expired link can say it expired.
  const payload = verifyToken(token, secrets.signedLinks, linkPayload, 0);
  if (!payload) throw notFound('This download link is not valid. You can ask for a new copy of your data in your settings.');
  if (payload.userId !== viewer.userId) {
    throw new HttpError(403, 'forbidden', 'This download link belongs to another account. Sign in as the member who asked for the export.');
  }
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, payload.exportId), eq(dataExports.userId, viewer.userId)));
  if (!row) throw notFound('This export no longer exists. You can ask for a new copy of your data in your settings.');
  const expired = payload.exp * 1000 <= now.getTime() || stateOf(row, now) !== 'ready' || !row.storageKey;
  if (expired) throw new HttpError(410, 'expired', 'This download link has expired. You can ask for a new copy of your data in your settings.');
  return {
    body: await storage.get(row.storageKey!),
    name: `clearpath-data-${row.readyAt!.toISOString().slice(0, 10)}.zip`,
    type: 'application/zip',
    size: row.size!,
  };
}

/**
 * Hourly: exports past their expiry, and failed ones, lose their files (rows first, then
 * files: a crash between leaves files no row references, which the orphan sweep removes).
 * The rows stay as the member's history of exports until their account goes.
 */
export async function expireDataExports({ db, storage, logger }: Pick<Services, 'db' | 'storage' | 'logger'>, now = new Date()) {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.status, 'preparing'), sql`${dataExports.requestedAt} < ${new Date(now.getTime() - stalePreparingMs)}`));
  const keys = await selectRows<{ key: string }>(
    db,
    sql`update data_exports d set storage_key = null
        from (
          select id, storage_key from data_exports
          where storage_key is not null and (status = 'failed' or (status = 'ready' and expires_at <= ${now}))
          for update
        ) old
        where d.id = old.id
        returning old.storage_key as key`,
  );
  for (const { key } of keys) await storage.delete(key);
  if (keys.length > 0) logger.info({ deleted: keys.length }, 'expired data exports removed');
  return keys.length;
}

export const prepareDataExportWorker = (services: Pick<Services, 'db' | 'storage' | 'mailer' | 'config' | 'secrets' | 'logger'>) =>
  defineWorker(prepareDataExportJob, (data) => prepareDataExport(services, data));

export const expireDataExportsWorker = (services: Pick<Services, 'db' | 'storage' | 'logger'>) =>
  defineWorker(expireDataExportsJob, async () => {
    await expireDataExports(services);
  });
