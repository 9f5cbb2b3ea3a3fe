import { formatMoney, plans, type PlanId } from '../../../../content/plans';
import type { Database } from '../../../db/client';
import { describeTerms, discountEndsAt, discountOf } from './discount';
import { findPromotion, type Promotion } from './promotions';

/**
 * What a promotion does to a new subscription's first invoice: the amount to pay, what it
 * took off and its code (for the invoice), and its id and end (for the subscription).
 */
export function appliedDiscount(promotion: Promotion, fullAmount: number, period: { start: Date; firstPeriodEnd: Date }) {
  const discountAmount = discountOf(fullAmount, promotion);
  return {
    amount: fullAmount - discountAmount,
    discountAmount,
    promotionCode: promotion.code,
    promotionId: promotion.id,
    discountEndsAt: discountEndsAt(promotion, period),
  };
}

/** The price shown at checkout: the plan's, less the session's promotion (when it has one). */
export async function checkoutPrice(db: Database, { planId, promotionId }: { planId: PlanId; promotionId: string | null }) {
  const plan = plans[planId];
  const promotion = promotionId ? await findPromotion(db, promotionId) : undefined;
  if (!promotion) return { fullAmount: plan.amount, amount: plan.amount, currency: plan.currency, discount: null };
  const discountAmount = discountOf(plan.amount, promotion);
  return {
    fullAmount: plan.amount,
    amount: plan.amount - discountAmount,
    currency: plan.currency,
    discount: { code: promotion.code, amount: discountAmount, terms: describeTerms(promotion, (pence) => formatMoney(pence, plan.currency)) },
  };
}
