import { eq } from 'drizzle-orm';
import { billingIntervals, formatMoney, plans, type PlanId } from '../../../content/plans';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { getBillingSettings } from './billing-settings';

/** "month", "3 months", "year": the words after "per" for a plan's interval. */
export function perInterval(planId: PlanId) {
  const months: number = billingIntervals[plans[planId].interval].months;
  return months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`;
}

/** "14 days free, then £19.99 per month" (`amount`: the price after the trial, a promotion's when one applies). */
export const trialTerms = (planId: PlanId, days: number, amount: number = plans[planId].amount) =>
  `${days} ${days === 1 ? 'day' : 'days'} free, then ${formatMoney(amount, plans[planId].currency)} per ${perInterval(planId)}`;

/**
 * The free trial days a checkout on `planId` gets: the coaches' trial, when it is for this
 * plan and the member never had a subscription of any kind (one trial per member, ever).
 */
export async function trialDaysFor(db: Database, { userId, planId }: { userId: string; planId: PlanId }) {
  const { trial } = await getBillingSettings(db);
  if (!trial || trial.planId !== planId) return null;
  return (await hadSubscription(db, { userId })) ? null : trial.days;
}

/** Whether the member ever had a subscription (in any state): they have had their trial chance. */
export async function hadSubscription(db: Database, { userId }: { userId: string }) {
  const [earlier] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return earlier !== undefined;
}

/** The trial on offer to anyone who has not subscribed yet, as plan cards show it. */
export async function trialOffer(db: Database) {
  const { trial } = await getBillingSettings(db);
  return trial && { ...trial, terms: trialTerms(trial.planId, trial.days) };
}

/** Stripe Checkout's `subscription_data` for a trial, when the member gets one. */
export async function trialSubscriptionData(db: Database, request: { userId: string; planId: PlanId }) {
  const days = await trialDaysFor(db, request);
  return days ? { trial_period_days: days } : {};
}
