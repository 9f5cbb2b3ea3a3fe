import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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

/** Per app, the one statement that digests every table: the schema does not change mid-test. */
const digestStatements = new WeakMap<TestApp, SQL>();

async function digestStatement(t: TestApp) {
  const known = digestStatements.get(t);
  if (known) return known;
  const tables = await selectRows<{ table_name: string }>(
    t.services.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', '__drizzle_migrations') order by table_name`,
  );
  const perTable = tables.map(
    ({ table_name }) =>
      sql`select ${table_name}::text as name, (select md5(string_agg(md5(t::text), '' order by md5(t::text))) from ${sql.identifier(table_name)} t) as digest`,
  );
  const statement = sql`select name, digest from (${sql.join(perTable, sql` union all `)}) d order by name`;
  digestStatements.set(t, statement);
  return statement;
}

/**
 * One digest of every table's contents except counters that count attempts by design, read in
 * a single statement so the hostile suites can afford one after every refusal they check.
 */
export async function databaseDigest(t: TestApp) {
  const rows = await selectRows<{ name: string; digest: string | null }>(t.services.db, await digestStatement(t));
  return createHash('sha256')
    .update(rows.map(({ name, digest }) => `${name}:${digest ?? ''}`).join('|'))
    .digest('hex');
}

/**
 * Sends a group of hostile cases and checks that no refusal changed the database: one digest
 * for a group refused whole; case by case when one was taken (a taken value may change data,
 * rightly). Returns how many requests it sent.
 */
export async function expectRefusalsChangeNothing<Case extends { label: string }>(
  t: TestApp,
  target: string,
  cases: Case[],
  send: (hostile: Case) => Promise<{ status: number }>,
) {
  await jobsSettled(t);
  const before = await databaseDigest(t);
  const answers = [];
  for (const hostile of cases) answers.push(await send(hostile));
  if (answers.every((answer) => answer.status >= 400)) {
    expect(await databaseDigest(t), `${target}: a refusal among ${cases.map((c) => c.label).join(' | ')} changed the database`).toBe(before);
    return cases.length;
  }
  await jobsSettled(t);
  for (const hostile of cases) {
    const digest = await databaseDigest(t);
    const { status } = await send(hostile);
    if (status >= 400) expect(await databaseDigest(t), `${target} with ${hostile.label} changed the database`).toBe(digest);
    else await jobsSettled(t);
  }
  return cases.length * 2;
}
