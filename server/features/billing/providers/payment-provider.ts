import type { PlanId } from '../plans';

export type CheckoutRequest = { userId: string; email: string; planId: PlanId };

/** What the portal needs from a payment provider; state comes back through sync-billing. */
export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** A URL where the member pays for `planId`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** A URL where the member manages their subscription and invoices. */
  createPortal(request: { userId: string }): Promise<{ url: string }>;
  /** Ends a subscription at once (account deactivation). */
  cancelImmediately(providerSubscriptionId: string): Promise<void>;
}
