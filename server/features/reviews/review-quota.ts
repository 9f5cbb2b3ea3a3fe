import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewRequests } from '../../db/schema';
import { freshBilling, getEntitlements } from '../billing/subscription-status';
import { quotaMonth } from './review-calendar';

/**
 * The member's application reviews this UK calendar month against their plan's allowance
 * (none without a plan). Reviews count by the moment they were submitted.
 */
export async function getReviewQuota(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const month = quotaMonth(now);
  // One after the other: callers that open a review pass their transaction, one connection,
  // which takes one query at a time (node-postgres queues a second and will refuse it in v9).
  const entitlements = await getEntitlements(freshBilling(db), { userId });
  const [row] = await db
    .select({ used: count() })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.userId, userId), gte(reviewRequests.submittedAt, month.start), lt(reviewRequests.submittedAt, month.end)));
  const limit = entitlements?.reviewsPerMonth ?? 0;
  const used = row?.used ?? 0;
  return {
    planId: entitlements?.planId ?? null,
    used,
    limit,
    remaining: Math.max(0, limit - used),
    resetsOn: month.resetsOn,
    month: month.name,
    nextMonth: month.nextName,
  };
}

export type ReviewQuota = Awaited<ReturnType<typeof getReviewQuota>>;
