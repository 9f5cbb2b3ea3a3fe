import type { PlanId } from '../plans';
import type { Promotion } from '../promotions/promotions';

/** `promotion`: a code already found redeemable by this member on this plan. */
export type CheckoutRequest = { userId: string; email: string; planId: PlanId; promotion?: Promotion };

/** A new promotion's terms, for a provider that keeps its own copy (Stripe: coupon and promotion code). */
export type PromotionTerms = Pick<Promotion, 'code' | 'percentOff' | 'amountOff' | 'duration' | 'durationInMonths' | 'maxRedemptions' | 'expiresAt'>;

/** What the portal needs from a payment provider; state comes back through sync-billing. */
export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** A URL where the member pays for `planId`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** A URL where the member manages their subscription and invoices. */
  createPortal(request: { userId: string }): Promise<{ url: string }>;
  /** Ends a subscription at once (account deactivation). */
  cancelImmediately(providerSubscriptionId: string): Promise<void>;
  /** Creates the provider's copy of a promotion; the ids are stored with it. */
  mirrorPromotion?(terms: PromotionTerms): Promise<{ stripeCouponId: string; stripePromotionCodeId: string }>;
}
