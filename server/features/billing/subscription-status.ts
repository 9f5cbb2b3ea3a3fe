import { and, desc, eq, inArray } from 'drizzle-orm';
import { billingIntervals, plans } from '../../../content/plans';
import type { Database } from '../../db/client';
import { accessGrantingStatuses, invoices, subscriptions } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import type { BillingCache, BillingRecord } from './billing-cache';
import { isPlanId } from './plans';

/** Where billing is read: through the cache, or (without one) straight from `db`. */
export type BillingReader = { db: Database; billingCache?: BillingCache };

/** Reads straight from `db` (a transaction, or a decision that must not act on a stale copy). */
export const freshBilling = (db: Database): BillingReader => ({ db });

/** The member's access-granting subscriptions (latest period first) and invoices (newest first). */
async function readBilling({ db, billingCache }: BillingReader, userId: string): Promise<BillingRecord> {
  const read = async (): Promise<BillingRecord> => {
    const [granting, issued] = await Promise.all([
      db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, accessGrantingStatuses)))
        .orderBy(desc(subscriptions.currentPeriodEnd)),
      db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)),
    ]);
    return { subscriptions: granting, invoices: issued };
  };
  return billingCache ? billingCache.load(userId, read, { tags: [cacheTags.member(userId)] }) : read();
}

/**
 * The member's current subscription: one whose status grants access and whose period has
 * not ended (a subscription cancelled at period end stays current until then).
 */
export async function findCurrentSubscription(reader: BillingReader, { userId }: { userId: string }) {
  const now = Date.now();
  return (await readBilling(reader, userId)).subscriptions.find((row) => row.currentPeriodEnd.getTime() > now);
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
    invoiceUrl: invoice.invoiceUrl,
    periodStart: invoice.periodStart?.toISOString() ?? null,
    periodEnd: invoice.periodEnd?.toISOString() ?? null,
  }));
}

/**
 * The contract's `GET /api/subscription`. Currency is lower-case ISO 4217 ("gbp"), as the
 * payment provider reports it; billingInterval uses the plan catalogue's interval keys (month, 3month…).
 */
export async function getSubscriptionStatus(reader: BillingReader, { userId }: { userId: string }) {
  const [current, billingHistory] = await Promise.all([
    findCurrentSubscription(reader, { userId }),
    listBillingHistory(reader, { userId }),
  ]);
  const plan = current && isPlanId(current.planId) ? plans[current.planId] : undefined;
  return {
    subscribed: current !== undefined,
    planId: current?.planId ?? null,
    planName: plan?.name ?? null,
    tier: plan?.tier ?? null,
    status: current?.status ?? null,
    provider: current?.provider ?? null,
    billingInterval: plan?.interval ?? null,
    intervalLabel: plan ? billingIntervals[plan.interval].label : null,
    amount: current?.amount ?? null,
    currency: current?.currency ?? null,
    currentPeriodEnd: current?.currentPeriodEnd.toISOString() ?? null,
    cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
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
