import { eq } from 'drizzle-orm';
import { billingIntervals, formatMoney, plans, type PlanId } from '../../../content/plans';
import type { Database } from '../../db/client';
import { subscriptions } from '../../db/schema';
import type { Secrets } from '../../platform/secrets';
import { formatDate } from '@content/uk-dates';
import { getBillingSettings } from './billing-settings';
import { trialClaimedOn } from './trial-claims';

/** "month", "3 months", "year": the words after "per" for a plan's interval. */
export function perInterval(planId: PlanId) {
  const months: number = billingIntervals[plans[planId].interval].months;
  return months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`;
}

/** "14 days free, then £19.99 per month" (`amount`: the price after the trial, a promotion's when one applies). */
export const trialTerms = (planId: PlanId, days: number, amount: number = plans[planId].amount) =>
  `${days} ${days === 1 ? 'day' : 'days'} free, then ${formatMoney(amount, plans[planId].currency)} per ${perInterval(planId)}`;

type TrialDeps = { db: Database; secrets: Pick<Secrets, 'trialClaims'> };
type TrialAsk = { userId: string; email: string };

/**
 * Whether a free trial is still open to this person: not if their account ever had a
 * subscription of any kind, nor if their mailbox (the address without a +tag, any account)
 * has started a trial in the retention period. One trial per person.
 */
export async function trialEligibility(deps: TrialDeps, { userId, email }: TrialAsk) {
  const claimedOn = await trialClaimedOn(deps, email);
  if (claimedOn) return { eligible: false as const, usedOn: claimedOn };
  if (await hadSubscription(deps.db, { userId })) return { eligible: false as const, usedOn: undefined };
  return { eligible: true as const };
}

/** The free trial days a checkout on `planId` gets: the coaches' trial, when it is for this plan and still open to the person. */
export async function trialDaysFor(deps: TrialDeps, request: TrialAsk & { planId: PlanId }) {
  const { trial } = await getBillingSettings(deps.db);
  if (!trial || trial.planId !== request.planId) return null;
  return (await trialEligibility(deps, request)).eligible ? trial.days : null;
}

/**
 * Why a plan with the coaches' trial starts paid for this member, in words, or undefined
 * when it does not (no trial on that plan, or the trial is still theirs to take).
 */
export async function noTrialReason(deps: TrialDeps, request: TrialAsk & { planId: PlanId }) {
  const { trial } = await getBillingSettings(deps.db);
  if (!trial || trial.planId !== request.planId) return undefined;
  const eligibility = await trialEligibility(deps, request);
  if (eligibility.eligible) return undefined;
  return eligibility.usedOn
    ? `Your free trial was used on ${formatDate(eligibility.usedOn)}, so this plan starts paid today.`
    : 'You have had a membership with us before, and the free trial is for new members, so this plan starts paid today.';
}

/** Whether the member ever had a subscription (in any state): they have had their trial chance. */
export async function hadSubscription(db: Database, { userId }: { userId: string }) {
  const [earlier] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return earlier !== undefined;
}

/** Stripe Checkout's `subscription_data` for a trial, when the member gets one. */
export async function trialSubscriptionData(deps: TrialDeps, request: TrialAsk & { planId: PlanId }) {
  const days = await trialDaysFor(deps, request);
  return days ? { trial_period_days: days } : {};
}
