import type Stripe from 'stripe';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../platform/errors';
import type { PromotionTerms } from '../providers/payment-provider';
import { discountEndsAt, discountedAmount, invoiceDiscount } from './discount';
import { findPromotionByStripeCode, noteRedemption, type Promotion } from './promotions';

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Our promotion terms as Stripe's coupon and promotion code parameters. */
export const stripePromotionParams = {
  coupon: (terms: PromotionTerms): Stripe.CouponCreateParams => ({
    name: terms.code,
    ...(terms.percentOff ? { percent_off: terms.percentOff } : { amount_off: terms.amountOff ?? 0, currency: 'gbp' }),
    duration: terms.duration,
    ...(terms.duration === 'repeating' && terms.durationInMonths ? { duration_in_months: terms.durationInMonths } : {}),
  }),
  promotionCode: (terms: PromotionTerms, couponId: string): Stripe.PromotionCodeCreateParams => ({
    promotion: { type: 'coupon', coupon: couponId },
    code: terms.code,
    ...(terms.maxRedemptions ? { max_redemptions: terms.maxRedemptions } : {}),
    ...(terms.expiresAt ? { expires_at: toSeconds(terms.expiresAt) } : {}),
  }),
  /** The Stripe promotion code to apply at checkout; a promotion made before Stripe was configured has none. */
  checkoutCode: (promotion: Promotion) => {
    if (promotion.stripePromotionCodeId) return promotion.stripePromotionCodeId;
    const message = 'That promotion code cannot be used for card payments yet. Please ask us for a new one.';
    throw new HttpError(422, 'validation_failed', message, { promotionCode: message });
  },
};

/** Stripe's refusal of a code it already holds, known by the error's `type` and `param` as Stripe documents them. */
function isCodeTakenAtStripe(error: unknown) {
  const { type, param } = (error ?? {}) as Partial<Stripe.errors.StripeError>;
  return type === 'StripeInvalidRequestError' && param === 'code';
}

/**
 * Creates the coupon and promotion code at Stripe. A code Stripe already holds (made in its
 * dashboard) is a 409, as a code taken here is; the unused coupon is then deleted.
 */
export async function mirrorPromotionToStripe(stripe: Stripe, terms: PromotionTerms) {
  const coupon = await stripe.coupons.create(stripePromotionParams.coupon(terms));
  try {
    const code = await stripe.promotionCodes.create(stripePromotionParams.promotionCode(terms, coupon.id));
    return { stripeCouponId: coupon.id, stripePromotionCodeId: code.id };
  } catch (error) {
    await stripe.coupons.del(coupon.id).catch(() => undefined);
    if (isCodeTakenAtStripe(error)) {
      throw new HttpError(409, 'conflict', `Stripe already has an active code ${terms.code}.`, { code: 'That code is already taken at Stripe' });
    }
    throw error;
  }
}

/** The discounts Stripe returned, expanded (`expand: ['discounts']`), and the promotions of ours they carry. */
async function ourPromotions(db: Database, discounts: (string | Stripe.Discount | Stripe.DeletedDiscount)[] | undefined) {
  const found: { discount: Stripe.Discount | Stripe.DeletedDiscount; promotion: Promotion }[] = [];
  for (const discount of discounts ?? []) {
    if (typeof discount === 'string') continue;
    const codeId = idOf(discount.promotion_code);
    const promotion = codeId ? await findPromotionByStripeCode(db, codeId) : undefined;
    if (promotion) found.push({ discount, promotion });
  }
  return found;
}

/**
 * The promotion on a Stripe subscription, mapped back to ours: its id, when it ends, and the
 * discounted amount. The redemption is recorded the first time it is seen. Without one,
 * nothing is returned, so the stored promotion stays (Stripe drops a once discount after use).
 */
export async function stripeDiscountOf(
  db: Database,
  subscription: Stripe.Subscription,
  { userId, fullAmount, firstPeriodEnd }: { userId: string; fullAmount: number; firstPeriodEnd: Date },
) {
  const [applied] = await ourPromotions(db, subscription.discounts);
  if (!applied) return {};
  const { discount, promotion } = applied;
  await noteRedemption(db, { promotionId: promotion.id, userId, providerSubscriptionId: subscription.id });
  const start = new Date(discount.start * 1000);
  return {
    promotionId: promotion.id,
    discountEndsAt: 'end' in discount && discount.end ? new Date(discount.end * 1000) : discountEndsAt(promotion, { anchor: start, start, firstPeriodEnd }),
    amount: discountedAmount(fullAmount, promotion),
  };
}

/**
 * What discounts took off a Stripe invoice, and our code for it (the first of ours) when it
 * took something off: after a plan switch Stripe may still list a discount that saved nothing.
 */
export async function stripeInvoiceDiscount(db: Database, invoice: Stripe.Invoice) {
  const discountAmount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  const [applied] = await ourPromotions(db, invoice.discounts);
  return invoiceDiscount(discountAmount, applied?.promotion.code);
}
