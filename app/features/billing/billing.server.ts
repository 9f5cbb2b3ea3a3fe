// Server-only billing reads for route loaders.
export { findOwnInvoice, getSubscriptionStatus, hasActiveSubscription } from '../../../server/features/billing/subscription-status';
export { getDemoCheckoutSession } from '../../../server/features/billing/providers/demo-provider';
