import { and, desc, eq, inArray } from 'drizzle-orm';
import { billingIntervals, plans } from '../../../content/plans';
import type { Database } from '../../db/client';
import { invoices, liveStatuses, subscriptions } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import type { BillingCache, BillingRecord } from './billing-cache';
import { isPlanId } from './plans';

/** Where billing is read: through the cache, or (without one) straight from `db`. */
export type BillingReader = { db: Database; billingCache?: BillingCache };

/** Reads straight from `db` (a transaction, or a decision that must not act on a stale copy). */
export const freshBilling = (db: Database): BillingReader => ({ db });

/** The member's live subscriptions, paused ones included (latest period first), and invoices (newest first). */
async function readBilling({ db, billingCache }: BillingReader, userId: string): Promise<BillingRecord> {
  // One after the other: `db` may be a transaction, one connection, which takes one query at
  // a time (node-postgres queues a second and will refuse it in v9). The cache spares most reads.
  const read = async (): Promise<BillingRecord> => {
    const granting = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, liveStatuses)))
      .orderBy(desc(subscriptions.currentPeriodEnd));
    const issued = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt));
    return { subscriptions: granting, invoices: issued };
  };
  return billingCache ? billingCache.load(userId, read, { tags: [cacheTags.member(userId)] }) : read();
}

type SubscriptionRow = BillingRecord['subscriptions'][number];

/**
 * Whether a subscription grants access at `now`: active or trialing until its period ends (a
 * subscription cancelled at period end stays current until then); past_due until its grace
 * period ends, even past the period it failed to renew; paused, never.
 */
export function grantsAccess(row: SubscriptionRow, now = Date.now()) {
  switch (row.status) {
    case 'active':
    case 'trialing':
      return row.currentPeriodEnd.getTime() > now;
    case 'past_due':
      return (row.graceEndsAt ?? row.currentPeriodEnd).getTime() > now;
    default:
      return false;
  }
}

/** The member's current subscription: the one that grants access now. */
export async function findCurrentSubscription(reader: BillingReader, { userId }: { userId: string }) {
  const now = Date.now();
  return (await readBilling(reader, userId)).subscriptions.find((row) => grantsAccess(row, now));
}

/** The membership the member holds: the current subscription, else a paused one. */
export async function findMembership(reader: BillingReader, { userId }: { userId: string }) {
  const { subscriptions: live } = await readBilling(reader, userId);
  const now = Date.now();
  return live.find((row) => grantsAccess(row, now)) ?? live.find((row) => row.status === 'paused');
}

export async function hasActiveSubscription(reader: BillingReader, { userId }: { userId: string }) {
  return (await findCurrentSubscription(reader, { userId })) !== undefined;
}

/** The member's entitlements from their current plan (none without one). */
export async function getEntitlements(reader: BillingReader, { userId }: { userId: string }) {
  const current = await findCurrentSubscription(reader, { userId });
  return current && isPlanId(current.planId) ? { planId: current.planId, ...plans[current.planId].entitlements } : null;
}

export async function listBillingHistory(reader: BillingReader, { userId }: { userId: string }) {
  return (await readBilling(reader, userId)).invoices.map((invoice) => ({
    id: invoice.id,
    date: invoice.issuedAt.toISOString(),
    description: invoice.description,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    discountAmount: invoice.discountAmount,
    promotionCode: invoice.promotionCode,
    invoiceUrl: invoice.invoiceUrl,
    periodStart: invoice.periodStart?.toISOString() ?? null,
    periodEnd: invoice.periodEnd?.toISOString() ?? null,
  }));
}

/**
 * What the membership costs from its next payment: a discount in force (it took something off
 * and has not ended) gives the discounted amount, the full price and when the discount ends
 * (null: never); otherwise the full price, with no end.
 */
function priceOf(row: SubscriptionRow, fullAmount: number, now = Date.now()) {
  const discounted = row.promotionId !== null && row.amount < fullAmount;
  const inForce = discounted && (row.discountEndsAt === null || row.discountEndsAt.getTime() > now);
  if (!inForce) return { amount: discounted ? fullAmount : row.amount, fullAmount: discounted ? fullAmount : row.amount, discountEndsAt: null };
  return { amount: row.amount, fullAmount, discountEndsAt: row.discountEndsAt?.toISOString() ?? null };
}

/**
 * The contract's `GET /api/subscription`. Currency is lower-case ISO 4217 ("gbp"), as the
 * payment provider reports it; billingInterval uses the plan catalogue's interval keys (month, 3month…).
 */
export async function getSubscriptionStatus(reader: BillingReader, { userId }: { userId: string }) {
  const [current, billingHistory] = await Promise.all([findMembership(reader, { userId }), listBillingHistory(reader, { userId })]);
  const plan = current && isPlanId(current.planId) ? plans[current.planId] : undefined;
  return {
    /** Whether premium access is on now: false while paused or once a grace period has run out. */
    subscribed: current !== undefined && grantsAccess(current),
    planId: current?.planId ?? null,
    planName: plan?.name ?? null,
    tier: plan?.tier ?? null,
    status: current?.status ?? null,
    provider: current?.provider ?? null,
    billingInterval: plan?.interval ?? null,
    intervalLabel: plan ? billingIntervals[plan.interval].label : null,
    amount: current?.amount ?? null,
    currency: current?.currency ?? null,
    /** The price from the next payment, and the full price once a discount in force ends (discountEndsAt; null with no end). */
    price: current && plan ? priceOf(current, plan.amount) : null,
    currentPeriodEnd: current?.currentPeriodEnd.toISOString() ?? null,
    cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
    /** While paused: when access comes back by itself. */
    resumesAt: current?.status === 'paused' ? (current.resumesAt?.toISOString() ?? null) : null,
    /** While past_due: when access ends unless a payment succeeds. */
    graceEndsAt: current?.status === 'past_due' ? (current.graceEndsAt?.toISOString() ?? null) : null,
    billingHistory,
  };
}

export type SubscriptionStatusResponse = Awaited<ReturnType<typeof getSubscriptionStatus>>;

/** One of the member's own invoices (the demo provider's invoice page). */
export async function findOwnInvoice(db: Database, { userId, providerInvoiceId }: { userId: string; providerInvoiceId: string }) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.providerInvoiceId, providerInvoiceId)));
  return row;
}
