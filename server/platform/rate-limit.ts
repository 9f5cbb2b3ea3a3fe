import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';

export type RateLimitRule = {
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the refused person is told, given the seconds until they may try again. */
  refusal?: (retryAfterSeconds: number) => string;
};

const defaultRefusal = () => 'Too many attempts. Please wait a while and try again.';

/**
 * Counts one attempt against `rule` for `subject` (an IP, an email) in one atomic upsert,
 * and throws 429 past the limit. Kept in the database: no instance keeps it in memory.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, subject: string) {
  const key = `${rule.name}:${subject}`;
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
    });
  if (row && row.count > rule.limit) {
    const retryAfter = Math.max(1, row.retryAfter);
    throw new HttpError(429, 'rate_limited', (rule.refusal ?? defaultRefusal)(retryAfter), undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}
