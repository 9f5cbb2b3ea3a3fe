import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '@server/db/demo-accounts';
import { loadConfig } from '@server/platform/config';
import { startServices } from '@server/services';
import { createTestDatabase } from '../support/test-database';

// A deployment starts its replicas together; only PostgreSQL has more than one (CI sets TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('instances starting together on one empty PostgreSQL database', () => {
  it('migrate and seed in turn: both start, and every seeded row exists once', async () => {
    const { target, drop } = await createTestDatabase();
    if (target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const workDir = await mkdtemp(path.join(tmpdir(), 'portal-concurrent-start-'));
    // Each its own data directory, as each replica has its own disk.
    const start = (name: string) =>
      startServices(loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(workDir, name), ORPHAN_FILE_GRACE_SECONDS: '600' }), {
        database: target,
      });
    const admin = new pg.Client({ connectionString: target.url });
    try {
      const started = await Promise.allSettled([start('a'), start('b')]);
      for (const instance of started) if (instance.status === 'fulfilled') await instance.value.close();
      expect(started.map((instance) => (instance.status === 'rejected' ? String(instance.reason) : 'started'))).toEqual(['started', 'started']);

      await admin.connect();
      const count = async (query: string) => (await admin.query<{ n: number }>(query)).rows[0]!.n;
      expect(await count('select count(*)::int as n from "user"')).toBe(demoAccounts.length);
      const plans = demoAccounts.filter((account) => account.plan).length;
      expect(await count('select count(*)::int as n from subscriptions')).toBe(plans);
      expect(await count('select count(*)::int as n from (select 1 from library_items group by collection_slug, slug having count(*) > 1) twice')).toBe(0);
    } finally {
      await admin.end();
      await drop();
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
