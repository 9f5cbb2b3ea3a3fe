import { formatMoney, plans, type PlanId } from '../../../../content/plans';
import type { Database } from '../../../db/client';
import { planPeriodEnd } from '../plans';
import { describeTerms, discountEndsAt, discountOf, invoiceDiscount, type DiscountPeriod } from './discount';
import { findPromotion, type Promotion } from './promotions';

/**
 * What a promotion does to a new subscription's first invoice: the amount to pay, what it
 * took off and its code (for the invoice), and its id and end (for the subscription).
 */
export function appliedDiscount(promotion: Promotion, fullAmount: number, period: DiscountPeriod) {
  const discountAmount = discountOf(fullAmount, promotion);
  return {
    amount: fullAmount - discountAmount,
    ...invoiceDiscount(discountAmount, promotion.code),
    promotionId: promotion.id,
    discountEndsAt: discountEndsAt(promotion, period),
  };
}

export type AppliedDiscount = ReturnType<typeof appliedDiscount>;

/** What a subscription holds of its discount: when it ends, and when the period being paid for ends. */
type HeldDiscount = { discountEndsAt: Date | null; currentPeriodEnd: Date };

/**
 * The discount a subscription keeps when it moves to a new plan with a new period from
 * `period.start`, as Stripe keeps a subscription's coupon through a plan change (our coupons
 * name no plans, so theirs applies to any price): one still in force takes the same off the
 * new plan's price until the same end. A once-only discount has been spent once the period it
 * paid for has begun; before that (a trial, or an offer for the next renewal) the new plan's
 * first payment is the one it takes off.
 */
export function carriedDiscount(promotion: Promotion, held: HeldDiscount, fullAmount: number, period: DiscountPeriod): AppliedDiscount | undefined {
  if (held.discountEndsAt && held.discountEndsAt <= period.start) return undefined;
  const applied = appliedDiscount(promotion, fullAmount, period);
  if (promotion.duration !== 'once') return { ...applied, discountEndsAt: held.discountEndsAt };
  const spent = held.discountEndsAt !== null && held.currentPeriodEnd >= held.discountEndsAt;
  return spent ? undefined : applied;
}

/**
 * The price shown at checkout: the plan's, less the session's promotion (when it has one),
 * and when that discount ends, as the subscription paid for now (or after a trial ending at
 * `chargedFrom`) would record it.
 */
export async function checkoutPrice(
  db: Database,
  { planId, promotionId, chargedFrom = new Date() }: { planId: PlanId; promotionId: string | null; chargedFrom?: Date },
) {
  const plan = plans[planId];
  const promotion = promotionId ? await findPromotion(db, promotionId) : undefined;
  if (!promotion) return { fullAmount: plan.amount, amount: plan.amount, currency: plan.currency, discount: null };
  const applied = appliedDiscount(promotion, plan.amount, { anchor: chargedFrom, start: chargedFrom, firstPeriodEnd: planPeriodEnd(planId, chargedFrom) });
  return {
    fullAmount: plan.amount,
    amount: applied.amount,
    currency: plan.currency,
    discount: {
      code: promotion.code,
      amount: applied.discountAmount,
      terms: describeTerms(promotion, (pence) => formatMoney(pence, plan.currency)),
      endsAt: applied.discountEndsAt?.toISOString() ?? null,
    },
  };
}
