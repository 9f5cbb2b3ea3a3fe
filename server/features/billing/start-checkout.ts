import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import type { PlanId } from './plans';
import { findMembership, freshBilling } from './subscription-status';

/** Checkout is tied to the account and refused while a subscription is current. */
export async function startCheckout(
  { db, payments }: Pick<Services, 'db' | 'payments'>,
  { userId, email, planId }: { userId: string; email: string; planId: PlanId },
) {
  if (await findMembership(freshBilling(db), { userId })) {
    throw new HttpError(409, 'conflict', 'You already have an active subscription. Switch plans from your payment plan page.');
  }
  return payments.createCheckout({ userId, email, planId });
}
