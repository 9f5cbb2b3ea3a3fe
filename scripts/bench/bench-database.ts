import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type BenchDatabase = {
  url: string;
  /** The server's address and version, without credentials: for the report. */
  server: string;
  drop: () => Promise<void>;
};

/** Databases made and not yet dropped, so an interrupted bench can still drop them. */
const created = new Set<() => Promise<void>>();

/** The server's host and port only: a URL may carry a password. */
export const serverAddress = (serverUrl: string) => {
  const { hostname, port } = new URL(serverUrl);
  return `${hostname}:${port || '5432'}`;
};

async function withClient<T>(serverUrl: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  // A machine without PostgreSQL refuses at once; a filtered port must not hang the bench either.
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the server `serverUrl` names, for one bench run. Fails when the
 * server cannot be reached. `drop` waits briefly for the portals' connections to close, then
 * forces the drop.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  const version = await withClient(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? 'unknown version';
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    created.delete(drop);
    await withClient(serverUrl, async (client) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    });
  };
  created.add(drop);
  return { url: url.toString(), server: `PostgreSQL ${version} at ${serverAddress(serverUrl)}`, drop };
}

/** Drops every bench database still there (after Ctrl-C, say); failures are ignored, there is nothing more to do. */
export async function dropBenchDatabases() {
  await Promise.all([...created].map((drop) => drop().catch(() => {})));
}
