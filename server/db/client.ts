import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../platform/paths';
import * as schema from './schema';

/** Both drivers expose the same query builder; code depends only on this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  // No dir: in memory (tests), optionally from a dumped empty cluster, which skips initdb.
  | { kind: 'pglite'; dir?: string; template?: Blob }
  | { kind: 'postgres'; url: string };

/**
 * Raw SQL on the database's own connection(s), for pg-boss: statements with `$n` values, or
 * several statements in one string without values (its migrations and locked sections).
 */
export type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type DatabaseHandle = {
  db: Database;
  executor: SqlExecutor;
  kind: DatabaseTarget['kind'];
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

// Postgres's default 128 MB of shared buffers is most of PGlite's memory; this portal's
// data fits in far less, and the process stays small enough for a small machine.
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** An empty PGlite cluster as a dump: in-memory databases made from it skip initdb. */
export async function emptyPgliteCluster() {
  const client = await PGlite.create({ startParams: pgliteStartParams });
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openDatabase(
  target: DatabaseTarget,
  { onConnectionError }: { onConnectionError?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dir) mkdirSync(target.dir, { recursive: true });
    const client = await PGlite.create(target.dir, {
      startParams: pgliteStartParams,
      ...(target.template ? { loadDataDir: target.template } : {}),
    });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      executor: {
        executeSql: async (text, values) =>
          values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      },
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle connection the server drops (a restart, a failover) must not crash the process:
  // the pool discards it and opens a new one when next needed.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    executor: { executeSql: (text, values) => pool.query(text, values) },
    kind: 'postgres',
    migrate: () => oneInstanceAtATime(db as unknown as Database, () => migratePg(db, { migrationsFolder: migrationsDir })),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/**
 * Runs `work` while holding an advisory lock that every instance on this PostgreSQL database
 * shares, so instances started together migrate and seed one after another (the later finds
 * it done) instead of racing to create the same tables and rows. A transaction of its own
 * holds the lock (`work` runs on other connections) and releases it when `work` ends, or when
 * its connection does because the process died. PGlite has one process: `work` just runs.
 */
export async function oneInstanceAtATime<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!is(db, NodePgDatabase)) return work();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('portal:start', 0))`);
    return work();
  });
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
