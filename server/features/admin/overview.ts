import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { billingIntervals, isPlanId, plans } from '../../../content/plans';
import { selectRows, type Database } from '../../db/client';
import { getCancellationInsights } from '../billing/lifecycle/cancellation-insights';
import { accessGrantingStatuses, enquiries, reviewRequests, subscriptions, user } from '../../db/schema';

const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

/** Access-granting subscriptions whose period has not ended: what members are paying for now. */
const current = and(inArray(subscriptions.status, accessGrantingStatuses), sql`${subscriptions.currentPeriodEnd} > now()`);

/**
 * The business at a glance. MRR normalises each current plan to a month (a six-month plan
 * counts a sixth of its price), in minor units.
 */
export async function getBusinessOverview(db: Database) {
  const open = ne(reviewRequests.status, 'completed');
  const [[members], byPlanRows, [newMembers], [cancellations], [newEnquiries], [reviewsWaiting], [reviewsOverdue], weekly] = await Promise.all([
    db.select({ n: count() }).from(user).where(eq(user.role, 'member')),
    db.select({ planId: subscriptions.planId, n: count() }).from(subscriptions).where(current).groupBy(subscriptions.planId),
    db.select({ n: count() }).from(user).where(and(eq(user.role, 'member'), gte(user.createdAt, days(30)))),
    db.select({ n: count() }).from(subscriptions).where(gte(subscriptions.canceledAt, days(30))),
    db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'new')),
    db.select({ n: count() }).from(reviewRequests).where(open),
    db.select({ n: count() }).from(reviewRequests).where(and(open, lt(reviewRequests.dueAt, new Date()))),
    activeSubscriptionsByWeek(db, 12),
  ]);
  const activeByPlan = byPlanRows.filter((row) => isPlanId(row.planId)).map((row) => ({ planId: row.planId, count: row.n }));
  const mrr = Math.round(
    activeByPlan.reduce((sum, row) => {
      const plan = plans[row.planId as keyof typeof plans];
      return sum + (row.count * plan.amount) / billingIntervals[plan.interval].months;
    }, 0),
  );
  return {
    members: members?.n ?? 0,
    activeSubscriptions: activeByPlan.reduce((sum, row) => sum + row.count, 0),
    activeByPlan,
    mrr: { amount: mrr, currency: 'gbp' },
    newMembersLast30Days: newMembers?.n ?? 0,
    cancellationsLast30Days: cancellations?.n ?? 0,
    newEnquiries: newEnquiries?.n ?? 0,
    reviewsWaiting: reviewsWaiting?.n ?? 0,
    reviewsOverdue: reviewsOverdue?.n ?? 0,
    activeSubscriptionsByWeek: weekly,
    /** Why members cancelled over the last 90 days, and how many paused or took the offer instead. */
    cancellationFeedback: await getCancellationInsights(db),
  };
}

/**
 * Active subscriptions at the end of each of the last `weeks` weeks, from each row's life:
 * from its creation until its access ended (period end, or cancellation if earlier).
 */
async function activeSubscriptionsByWeek(db: Database, weeks: number) {
  const granting = sql.join(accessGrantingStatuses.map((s) => sql`${s}`), sql`, `);
  const rows = await selectRows<{ week_end: string; active: number }>(db, sql`
    select w.week_end::date::text as week_end,
      (select count(*)::int from ${subscriptions} s
        where s.created_at <= w.week_end
          and w.week_end < case when s.status in (${granting}) then s.current_period_end
                                else least(s.current_period_end, coalesce(s.canceled_at, s.current_period_end)) end
      ) as active
    from generate_series(now() - make_interval(weeks => ${weeks - 1}), now(), interval '1 week') as w(week_end)
    order by w.week_end`);
  return rows.map((row) => ({
    weekEnding: row.week_end,
    active: Number(row.active),
  }));
}
