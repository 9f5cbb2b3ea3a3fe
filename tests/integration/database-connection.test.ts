import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { createTestDatabase } from '../support/test-database';

// Only PostgreSQL has connections a server can drop (CI runs this with TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survives the server dropping an idle connection, and reconnects', async () => {
    const { target, drop } = await createTestDatabase();
    if (target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const lost: Error[] = [];
    const database = await openDatabase(target, { onConnectionError: (error) => lost.push(error) });
    try {
      await database.ping(); // leaves one idle connection in the pool
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        new URL(target.url).pathname.slice(1),
      ]);
      await admin.end();
      for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lost[0]?.message).toMatch(/terminat/);
      await database.ping();
    } finally {
      await database.close();
      await drop();
    }
  });
});
