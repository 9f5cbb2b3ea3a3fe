import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimits } from './schema';
import { HttpError } from '../platform/errors';

export type RateLimitRule = {
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the refused person is told, given the seconds until they may try again. */
  refusal?: (retryAfterSeconds: number) => string;
};

const defaultRefusal = () => 'Too many attempts. Please wait a while and try again.';

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;
const windowStartFor = (rule: RateLimitRule) => sql`now() - make_interval(secs => ${rule.windowSeconds})`;
const secondsLeft = (rule: RateLimitRule) =>
  sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`;

function tooManyAttempts(rule: RateLimitRule, retryAfterSeconds: number) {
  const retryAfter = Math.max(1, retryAfterSeconds);
  return new HttpError(429, 'rate_limited', (rule.refusal ?? defaultRefusal)(retryAfter), undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Counts one attempt against `rule` for `subject` (an IP, an email) in one atomic upsert
 * and returns the count in the current window. Kept in the database: no instance keeps
 * it in memory.
 */
export async function countAttempt(db: Database, rule: RateLimitRule, subject: string) {
  const windowStart = windowStartFor(rule);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: secondsLeft(rule) });
  return { count: row!.count, retryAfter: row!.retryAfter, limited: row!.count > rule.limit };
}

/** Counts one attempt and throws 429 past the limit. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, subject: string) {
  const attempt = await countAttempt(db, rule, subject);
  if (attempt.limited) throw tooManyAttempts(rule, attempt.retryAfter);
}

/** Throws 429 while `subject` has used up `rule` in the current window, without counting. */
export async function assertWithinLimit(db: Database, rule: RateLimitRule, subject: string) {
  const [row] = await db
    .select({ retryAfter: secondsLeft(rule) })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, keyOf(rule, subject)),
        gt(rateLimits.windowStart, windowStartFor(rule)),
        gte(rateLimits.count, rule.limit),
      ),
    );
  if (row) throw tooManyAttempts(rule, row.retryAfter);
}
