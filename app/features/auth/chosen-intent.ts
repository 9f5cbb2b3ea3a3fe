import { isPlanId, type PlanId } from '@content/plans';
import { pathParams } from '@server/platform/http-kit/path-params.schema';

/**
 * What a visitor chose before they were asked to sign up or log in. It travels as the
 * `returnTo` path (through sign-up, the emailed link and log-in), so it is read back from
 * that path and needs no storage of its own.
 */
export type Choice = { kind: 'plan'; planId: PlanId } | { kind: 'deadline'; deadlineId: string };

/** The services page's checkout step for a plan (the promotion code typed with it, if any). */
export function planCheckoutPath(planId: PlanId, promotionCode?: string) {
  const query = new URLSearchParams({ checkout: planId, ...(promotionCode ? { promotionCode } : {}) });
  return `/services?${query.toString()}`;
}

/** The deadlines page's "track it" step for one entry. */
export const deadlineTrackPath = (deadlineId: string) => `/deadlines?track=${encodeURIComponent(deadlineId)}`;

/** The choice a `returnTo` path carries, if it is one of the above. */
export function choiceOf(returnTo: string | undefined): Choice | undefined {
  if (!returnTo) return undefined;
  const target = new URL(returnTo, 'https://site.invalid');
  const planId = target.searchParams.get('checkout');
  if (target.pathname === '/services' && planId && isPlanId(planId)) return { kind: 'plan', planId };
  const deadlineId = target.searchParams.get('track');
  if (target.pathname === '/deadlines' && pathParams.recordId.safeParse(deadlineId).success) return { kind: 'deadline', deadlineId: deadlineId! };
  return undefined;
}
