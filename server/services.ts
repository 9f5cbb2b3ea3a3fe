import path from 'node:path';
import type { Config } from './platform/config';
import { createLogger, type Logger } from './platform/logger';
import { acquireDataDirLock } from './platform/data-dir-lock';
import { loadSecrets } from './platform/secrets';
import { openStorage } from './platform/storage/open-storage';
import { createOutboxMailer, createSmtpMailer } from './db/mailer';
import { openDatabase, type DatabaseTarget } from './db/client';
import { openInvalidationBus, type InvalidationBus } from './db/invalidation-bus';
import { inProcessLocks, openSessionLocks } from './db/session-locks';
import { openJobQueue, type JobQueue } from './db/job-queue';
import { jobKinds, runWorkers } from './jobs';
import { seedDatabase } from './seed';
import type { Services } from './features/kit/context';
import { createAuth } from './features/auth/auth';
import { createInvalidations } from './platform/cache/invalidations';
import { cacheTags } from './platform/cache/tags';
import { createViewerCache } from './features/auth/viewer';
import { createBillingCache } from './features/billing/billing-cache';
import { sweepOrphanMemberFiles } from './features/uploads/sweep-orphan-files';
import { createDemoProvider } from './features/billing/providers/demo-provider';
import { createStripeProvider } from './features/billing/providers/stripe-provider';
import { createWatermarkedPdfCache } from './features/library/watermarked-pdf-cache';
import { createAnswerChecks } from './features/practice/answer-checks';

export type StartOptions = {
  /** Overrides the configured database (tests use an in-memory PGlite). */
  database?: DatabaseTarget;
  logger?: Logger;
  /** Run the idempotent seed (default true; `db:migrate` skips it). */
  seed?: boolean;
};

/**
 * Opens everything the portal runs on, in order: lock the data directory (PGlite is
 * single-process), migrate, open the job queue, listen for other instances' invalidations
 * (PostgreSQL), seed, sweep crash leftovers, start the job workers (unless RUN_WORKERS=false).
 * Returns the services and the function that closes them.
 */
export async function startServices(config: Config, options: StartOptions = {}) {
  const logger = options.logger ?? createLogger(config);
  const target = options.database ?? config.database;
  const releaseLock = target.kind === 'pglite' && 'dir' in target && target.dir ? acquireDataDirLock(config.dataDir) : () => {};
  let bus: InvalidationBus | undefined;
  let jobs: JobQueue | undefined;

  try {
    const secrets = loadSecrets(config);
    const database = await openDatabase(target, {
      onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; a new one opens when needed'),
    });
    await database.migrate();
    const storage = await openStorage(config.storage);
    jobs = await openJobQueue({ db: database.db, executor: database.executor, kinds: jobKinds, logger });
    const mailer = config.mail.smtpUrl
      ? createSmtpMailer({ db: database.db, jobs, logger, smtpUrl: config.mail.smtpUrl, from: config.mail.from })
      : createOutboxMailer({ db: database.db, logger, mailboxUrl: `${config.publicUrl}/dev/mailbox`, from: config.mail.from });

    // Instances on one PostgreSQL database invalidate each other's caches; PGlite is one process.
    if (target.kind === 'postgres') bus = await openInvalidationBus({ url: target.url, db: database.db, logger });
    const invalidations = bus ?? createInvalidations();
    const locks = target.kind === 'postgres' ? openSessionLocks({ url: target.url, logger }) : inProcessLocks();
    const core = { config, logger, db: database.db, secrets, mailer, jobs, invalidations, billingCache: createBillingCache(invalidations) };
    const services: Services = {
      ...core,
      storage,
      secrets,
      auth: createAuth({
        ...core,
        secret: secrets.auth,
        onSessionEnded: (token) => invalidations.publish([cacheTags.session(token)]),
        onUserChanged: (userId) => invalidations.publish([cacheTags.member(userId)]),
      }),
      viewerCache: createViewerCache(invalidations),
      payments: config.payments.provider === 'stripe' ? createStripeProvider(core) : createDemoProvider(core),
      watermarkedPdfs: createWatermarkedPdfCache(invalidations),
      answerChecks: createAnswerChecks(),
      locks,
      ping: database.ping,
    };
    if (options.seed !== false) await seedDatabase(services);
    // A crash between storing a file and writing its row leaves an orphan. On PGlite this
    // process is the only one and serves nothing yet, so every orphan can go now.
    await sweepOrphanMemberFiles(services, { graceSeconds: target.kind === 'pglite' ? 0 : config.storage.orphanGraceSeconds });
    if (config.runWorkers) await runWorkers(services);

    const queue = jobs;
    return {
      services,
      close: async () => {
        await queue.stop(); // running jobs finish first
        await bus?.close(); // it sends what it still holds through the pool
        await locks.close();
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    await jobs?.stop();
    await bus?.close();
    releaseLock();
    throw error;
  }
}

export const describeDatabase = (config: Config) =>
  config.database.kind === 'pglite' ? `PGlite in ${path.relative(process.cwd(), config.database.dir) || '.'}` : 'PostgreSQL';
