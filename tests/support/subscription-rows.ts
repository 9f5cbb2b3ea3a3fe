import type { Database } from '@server/db/client';
import type { subscriptions } from '@server/db/schema';
import type { BillingCache } from '@server/features/billing/billing-cache';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const day = 24 * 3600 * 1000;

/**
 * A stored subscription row for unit tests of the billing rules: an active monthly demo plan
 * ten days into a 30-day period at `now`, changed by `overrides`.
 */
export function subscriptionRow(overrides: Partial<SubscriptionRow>, now = Date.now()): SubscriptionRow {
  const at = (days: number) => new Date(now + days * day);
  return {
    id: crypto.randomUUID(),
    userId: 'member',
    provider: 'demo',
    providerCustomerId: 'cus',
    providerSubscriptionId: crypto.randomUUID(),
    planId: 'monthly',
    status: 'active',
    currentPeriodStart: at(-10),
    currentPeriodEnd: at(20),
    billingAnchor: at(-10),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    amount: 1999,
    currency: 'gbp',
    pausedAt: null,
    resumesAt: null,
    graceEndsAt: null,
    promotionId: null,
    discountEndsAt: null,
    createdAt: at(-10),
    updatedAt: at(-10),
    ...overrides,
  };
}

/**
 * Billing as a reader finds it, held in memory: the member's live subscriptions (what the
 * billing cache holds) and, for the one query that reads past ones, `past` (what the database
 * returns for it).
 */
export function billingReaderOf({ live = [], past = [], invoices = [] }: { live?: SubscriptionRow[]; past?: SubscriptionRow[]; invoices?: unknown[] }) {
  return {
    billingCache: { load: async () => ({ subscriptions: live, invoices }) },
    db: { select: () => ({ from: () => ({ where: async () => past }) }) },
  } as unknown as { db: Database; billingCache: BillingCache };
}
