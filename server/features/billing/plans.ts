import { nextPeriodEnd } from '../../platform/uk-calendar';
import { billingIntervals, isPlanId, planIds, plans, type PlanId } from '../../../content/plans';

export { plans, planIds, isPlanId, type PlanId };

/** Stripe prices are found by lookup key, so plans map by price identity, never by amount. */
export const stripeLookupKey = (planId: PlanId) => `clearpath-${planId}`;

export function planIdFromLookupKey(lookupKey: string | null | undefined): PlanId | undefined {
  const candidate = lookupKey?.replace(/^clearpath-/, '');
  return candidate && isPlanId(candidate) ? candidate : undefined;
}

/** How many months one billing period of the plan lasts. */
const periodMonths = (planId: PlanId): number => billingIntervals[plans[planId].interval].months;

/**
 * The end of the plan's billing period that runs at `at` (by default the first period) on the
 * cycle anchored at `anchor`: a period starting at `at` ends on the anchor's day of the month,
 * or the last day of a shorter month.
 */
export const planPeriodEnd = (planId: PlanId, anchor: Date, at: Date = anchor) => nextPeriodEnd(anchor, periodMonths(planId), at);

/** The plan catalogue as `GET /api/plans` answers it. */
export function planCatalogue() {
  return Object.entries(plans).map(([id, plan]) => ({
    id,
    name: plan.name,
    tier: plan.tier,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    intervalLabel: billingIntervals[plan.interval].label,
    mostPopular: plan.mostPopular,
    summary: plan.summary,
    features: plan.features,
    entitlements: plan.entitlements,
  }));
}
