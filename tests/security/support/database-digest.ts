import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { selectRows } from '@server/db/client';
import type { TestApp } from '../../support/test-app';

/**
 * Waits until no job is due or running: an accepted request may have queued work (a data
 * export, an email) that changes rows after it answered, which is not the refusal's doing.
 */
export async function jobsSettled(t: TestApp) {
  await vi.waitFor(
    async () => {
      const [row] = await selectRows<{ due: number }>(
        t.services.db,
        sql`select count(*)::int as due from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      expect(row?.due).toBe(0);
    },
    { timeout: 30_000, interval: 50 },
  );
}

/** One digest of every table's contents except counters that count attempts by design. */
export async function databaseDigest(t: TestApp) {
  const tables = await selectRows<{ table_name: string }>(
    t.services.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', '__drizzle_migrations') order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await selectRows<{ digest: string | null }>(
      t.services.db,
      sql`select md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from ${sql.identifier(table_name)} t`,
    );
    parts.push(`${table_name}:${row?.digest ?? ''}`);
  }
  return createHash('sha256').update(parts.join('|')).digest('hex');
}
