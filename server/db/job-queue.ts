import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Logger } from '../platform/logger';
import { oneInstanceAtATime, type Database, type SqlExecutor } from './client';

/*
 * The durable job queue (ADR 0025): pg-boss on the portal's own database, PostgreSQL or PGlite.
 * A job is queued through whatever `db` the caller holds, so a job queued inside a transaction
 * commits or rolls back with the change that caused it.
 */

/** A kind of job: its queue, the shape of its data, and how pg-boss retries it when it throws. */
export type JobKind<Data extends z.ZodType = z.ZodType> = {
  name: string;
  data: Data;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** How long one run may take before pg-boss counts it failed (a crashed worker's job returns after this). */
  expireInSeconds: number;
};

export const defineJob = <Data extends z.ZodType>(kind: JobKind<Data>) => kind;

/** Runs one job; throwing hands it back to pg-boss to retry as its kind says. */
export type JobHandler<Data extends z.ZodType> = (data: z.output<Data>, job: { id: string }) => Promise<void>;

/**
 * A kind of job and the function that does it, for the workers to run. A worker fetches up
 * to `batchSize` jobs at a time (pg-boss waits a polling interval between fetches, so one
 * at a time would cap a queue at one job per interval) and runs them one after another.
 */
export type WorkerOptions = { pollingIntervalSeconds?: number; batchSize?: number };
export type JobWorker = { kind: JobKind; run: JobHandler<z.ZodType> } & WorkerOptions;
export const defineWorker = <Data extends z.ZodType>(
  kind: JobKind<Data>,
  run: JobHandler<Data>,
  options: WorkerOptions = {},
): JobWorker => ({ kind, run: run as JobHandler<z.ZodType>, ...options });

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

export type JobQueue = {
  /** Queues a job through `db`: pass the transaction of the change that causes it. */
  enqueue<Data extends z.ZodType>(db: Database, kind: JobKind<Data>, data: z.input<Data>, options?: EnqueueOptions): Promise<void>;
  /** Runs these workers in this process until `stop`. */
  work(workers: JobWorker[]): Promise<void>;
  /** Queues `kind` on a cron schedule (UTC), once across every instance. */
  schedule(kind: JobKind, cron: string): Promise<void>;
  stop(): Promise<void>;
};

/** pg-boss's SQL (`$1`, `$2`, ...) as a Drizzle query, so it runs on whichever connection `db` holds. */
export function toDrizzleQuery(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  const parts = text.split(/\$(\d+)/);
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    // node-postgres sends undefined as NULL; Drizzle would leave the placeholder empty.
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

const executorOf = (db: Database): PgBoss.Db => ({
  executeSql: async (text, values = []) => (await db.execute(toDrizzleQuery(text, values))) as unknown as { rows: unknown[] },
});

/**
 * Opens the queue on the portal's database and makes sure each kind's queue exists. pg-boss
 * keeps its tables in its own `pgboss` schema and migrates them itself. Instances starting
 * together take turns: creating a queue attaches a partition, which deadlocks when two
 * instances do it at once.
 */
export async function openJobQueue({
  db,
  executor,
  kinds,
  logger,
}: {
  db: Database;
  executor: SqlExecutor;
  kinds: JobKind[];
  logger: Logger;
}) {
  const boss = new PgBoss({
    db: executor,
    // Finished jobs carry ids only, but nothing needs them after a week.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await oneInstanceAtATime(db, async () => {
    await boss.start();
    for (const kind of kinds) {
      const options = {
        name: kind.name,
        retryLimit: kind.retry.limit,
        retryDelay: kind.retry.delaySeconds,
        retryBackoff: kind.retry.backoff,
        expireInSeconds: kind.expireInSeconds,
      };
      // A kind whose retry settings changed since its queue was made gets the new ones.
      if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
      else await boss.createQueue(kind.name, options);
    }
  });

  const queue: JobQueue = {
    async enqueue(db, kind, data, options = {}) {
      await boss.send(kind.name, kind.data.parse(data) as object, { ...options, db: executorOf(db) });
    },
    async work(workers) {
      for (const { kind, run, pollingIntervalSeconds = 2, batchSize = 5 } of workers) {
        await boss.work(kind.name, { pollingIntervalSeconds, batchSize }, async (jobs) => {
          for (const job of jobs) {
            const parsed = kind.data.safeParse(job.data);
            // Data that no longer fits its kind would fail every retry the same way.
            if (!parsed.success) {
              logger.error({ job: kind.name, id: job.id }, 'job data does not fit its kind; dropped');
              continue;
            }
            try {
              await run(parsed.data, { id: job.id });
            } catch (error) {
              // Failed on its own, so the rest of the batch still completes.
              logger.warn({ err: error, job: kind.name, id: job.id }, 'job failed; pg-boss retries it as its kind says');
              await boss.fail(kind.name, job.id, { message: error instanceof Error ? error.message : String(error) });
            }
          }
        });
      }
    },
    async schedule(kind, cron) {
      await boss.schedule(kind.name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      // Waits for running jobs to finish, so none is left half done by a normal shutdown.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}
