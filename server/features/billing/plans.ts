import { addMonths } from '../../platform/uk-calendar';
import { billingIntervals, isPlanId, plans, type PlanId } from '../../../content/plans';

export { plans, isPlanId, type PlanId };

/** Stripe prices are found by lookup key, so plans map by price identity, never by amount. */
export const stripeLookupKey = (planId: PlanId) => `clearpath-${planId}`;

export function planIdFromLookupKey(lookupKey: string | null | undefined): PlanId | undefined {
  const candidate = lookupKey?.replace(/^clearpath-/, '');
  return candidate && isPlanId(candidate) ? candidate : undefined;
}

/** The end of a billing period that starts at `start` for the plan's interval. */
export function periodEnd(planId: PlanId, start: Date) {
  return addMonths(start, billingIntervals[plans[planId].interval].months);
}

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
