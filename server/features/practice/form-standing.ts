import { subDays } from 'date-fns';
import { and, count, eq, gt, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, practiceAttempts, timedAttempts, user } from '../../db/schema';

/**
 * Who counts when a member is told where they stand on a form, and how precisely. Sign-ups are
 * free, so a pool of anyone let a few fresh accounts with chosen scores read back the other
 * members' exact scores from their own percentiles. A member counts in the pool when their
 * email address is verified AND they have (or had) a paid plan OR their account is older than
 * `accountAgeDays`: a pool an attacker must pay for, or wait for, account by account.
 */
export const standingPool = {
  /** A verified member who never paid counts once their account is this many days old. */
  accountAgeDays: 7,
  /** No standing at all until this many counted members have finished the form. */
  minimumMembers: 50,
  /** Below this many counted members only a band is given; from it, the exact percentile too. */
  exactFromMembers: 200,
} as const;

/** The bands a standing is given in, best first, each with the least share of the pool that must have scored lower. */
const bands = [
  { band: 'top-10', scoredLowerAtLeast: 90 },
  { band: 'top-25', scoredLowerAtLeast: 75 },
  { band: 'top-half', scoredLowerAtLeast: 50 },
  { band: 'bottom-half', scoredLowerAtLeast: 0 },
] as const;
export type StandingBand = (typeof bands)[number]['band'];
export const standingBands = bands.map(({ band }) => band);

export type FormStanding = {
  band: StandingBand;
  /** The share of the pool, as a whole percentage, who scored lower: null until the pool is large. */
  percentile: number | null;
};

/** The condition that a member (the `user` row) counts in a standing's pool, as `standingPool` states it. */
const countsInPool = (now: Date) => {
  const joinedBefore = subDays(now, standingPool.accountAgeDays);
  const paid = sql`exists (select 1 from ${invoices} where ${and(eq(invoices.userId, user.id), eq(invoices.status, 'paid'), gt(invoices.amount, 0))})`;
  return and(eq(user.emailVerified, true), or(paid, lte(user.createdAt, joinedBefore)));
};

/**
 * Where `score` stands among the counted members who finished the form (each by their best
 * closed attempt), as a band, with the exact share who scored lower once the pool is large.
 * Null until `standingPool.minimumMembers` counted members have finished it.
 */
export async function findFormStanding(db: Database, { formId, score, now = new Date() }: { formId: string; score: number; now?: Date }): Promise<FormStanding | null> {
  // Counted in the database: a popular form's pool is thousands of members, read on every results page.
  const best = db
    .select({ best: max(practiceAttempts.score).as('best') })
    .from(practiceAttempts)
    .innerJoin(timedAttempts, eq(timedAttempts.id, practiceAttempts.attemptId))
    .innerJoin(user, eq(user.id, practiceAttempts.userId))
    .where(and(eq(practiceAttempts.formId, formId), ne(timedAttempts.status, 'open'), countsInPool(now)))
    .groupBy(practiceAttempts.userId)
    .as('best_scores');
  const [pool] = await db
    .select({ members: count(), lower: sql<number>`count(*) filter (where coalesce(${best.best}, 0) < ${score})`.mapWith(Number) })
    .from(best);
  const members = pool?.members ?? 0;
  if (members < standingPool.minimumMembers) return null;
  const scoredLower = (100 * (pool?.lower ?? 0)) / members;
  const { band } = bands.find((entry) => scoredLower >= entry.scoredLowerAtLeast)!;
  return { band, percentile: members >= standingPool.exactFromMembers ? Math.round(scoredLower) : null };
}
