import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import type { PlanId } from './plans';
import { findRedeemablePromotion } from './promotions/promotions';
import { findMembership, freshBilling } from './subscription-status';

/** Checkout is tied to the account and refused while a subscription is current. */
export async function startCheckout(
  { db, payments }: Pick<Services, 'db' | 'payments'>,
  { userId, email, planId, promotionCode }: { userId: string; email: string; planId: PlanId; promotionCode?: string },
) {
  if (await findMembership(freshBilling(db), { userId })) {
    throw new HttpError(409, 'conflict', 'You already have an active subscription. Switch plans from your payment plan page.');
  }
  // A code that cannot be used is refused (422 on promotionCode) before any checkout exists.
  const promotion = promotionCode ? await findRedeemablePromotion(db, { code: promotionCode, planId, userId }) : undefined;
  return payments.createCheckout({ userId, email, planId, promotion });
}
