import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toDrizzleQuery } from './job-queue';

const render = (text: string, values: unknown[]) => new PgDialect().sqlToQuery(toDrizzleQuery(text, values));

describe('toDrizzleQuery', () => {
  it('keeps the SQL and passes each placeholder its value, as node-postgres would', () => {
    const query = render('select $1::int + $2::int as n, $10 as tenth', [1, 2, 3, 4, 5, 6, 7, 8, 9, 'ten']);
    expect(query.sql).toBe('select $1::int + $2::int as n, $3 as tenth');
    expect(query.params).toEqual([1, 2, 'ten']);
  });

  it('repeats a value used twice, and sends undefined as NULL', () => {
    const query = render('select coalesce($1, $2), right($1, 1)', ['a', undefined]);
    expect(query.sql).toBe('select coalesce($1, $2), right($3, 1)');
    expect(query.params).toEqual(['a', null, 'a']);
  });
});
