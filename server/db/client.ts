import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
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

export type DatabaseHandle = {
  db: Database;
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
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
