import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { emptyPgliteCluster, type DatabaseTarget } from '@server/db/client';

/** Made once per test process: each in-memory database starts from it instead of initdb. */
let emptyCluster: Promise<Blob> | undefined;

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI), dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    emptyCluster ??= emptyPgliteCluster();
    return { target: { kind: 'pglite', template: await emptyCluster }, drop: async () => {} };
  }

  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    // The app's pool has ended by now, but its connections may still be closing: give them a
    // moment before forcing the drop, which would hand them an error as they go.
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        for (let attempt = 0; attempt < 20; attempt++) {
          const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
