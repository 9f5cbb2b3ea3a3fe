import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';

/**
 * How each item performs once enough closed attempts have answered it: the share correct
 * (mean credit, 0 to 1, partial credit counting as its fraction) and the upper-lower
 * discrimination index: the mean credit in the top 27% of those attempts by their overall
 * share of marks, minus the mean credit in the bottom 27%. An item the strong get right as
 * often as the weak (index under 0.2) may not separate strong from weak.
 */

export const minimumAttempts = 20;
export const groupShare = 0.27;
export const weakDiscrimination = 0.2;

/** How many attempts each of the top and bottom groups holds: 27% of them, at least one. */
export const groupSize = (attempts: number) => Math.max(1, Math.floor(attempts * groupShare));

export type AnsweredAttempt = { attemptId: string; share: number; credit: number };

/**
 * The upper-lower index of one item over the attempts that answered it, the way the SQL
 * below computes it: attempts ordered by their overall share of marks, highest first, ties
 * by attempt id.
 */
export function upperLowerIndex(attempts: readonly AnsweredAttempt[]) {
  if (attempts.length === 0) return null;
  const ordered = [...attempts].sort((a, b) => b.share - a.share || (a.attemptId < b.attemptId ? -1 : a.attemptId > b.attemptId ? 1 : 0));
  const size = groupSize(ordered.length);
  const mean = (group: AnsweredAttempt[]) => group.reduce((sum, each) => sum + each.credit, 0) / group.length;
  return mean(ordered.slice(0, size)) - mean(ordered.slice(ordered.length - size));
}

/** The flag the coaches' list shows beside an item's index. */
export const mayNotSeparate = (discrimination: number) => discrimination < weakDiscrimination;

export type ItemStatistics = { itemId: string; attempts: number; shareCorrect: number; discrimination: number; mayNotSeparate: boolean };

/** Statistics of every item answered by at least `minimumAttempts` closed attempts (others have none yet). */
export async function listItemStatistics(db: Database): Promise<Map<string, ItemStatistics>> {
  const rows = await selectRows<{ item_id: string; attempts: number; share_correct: number; discrimination: number }>(
    db,
    sql`
    with answered as (
      select a.item_id, a.credit, p.attempt_id, p.score / nullif(p.max_score, 0) as share
      from practice_answers a
      join practice_attempts p on p.attempt_id = a.attempt_id
      join timed_attempts t on t.id = p.attempt_id
      where t.status <> 'open' and a.credit is not null and p.score is not null
    ),
    ranked as (
      select item_id, credit,
        row_number() over (partition by item_id order by share desc nulls last, attempt_id) as position,
        count(*) over (partition by item_id) as attempts
      from answered
    ),
    grouped as (
      select item_id, credit, position, attempts, greatest(1, floor(attempts * ${groupShare}::float8)) as size from ranked
    )
    select item_id,
      attempts::int as attempts,
      avg(credit)::float8 as share_correct,
      (avg(credit) filter (where position <= size) - avg(credit) filter (where position > attempts - size))::float8 as discrimination
    from grouped
    group by item_id, attempts
    having attempts >= ${minimumAttempts}
  `,
  );
  return new Map(
    rows.map((row) => {
      const discrimination = Number(row.discrimination);
      return [row.item_id, { itemId: row.item_id, attempts: Number(row.attempts), shareCorrect: Number(row.share_correct), discrimination, mayNotSeparate: mayNotSeparate(discrimination) }];
    }),
  );
}
