import { and, eq, ne } from 'drizzle-orm';
import { invoices, subscriptions, user, type SubscriptionStatus } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import type { Email } from '../../platform/mail/email';
import type { Services } from '../kit/context';
import { isPlanId, type PlanId } from './plans';
import { cancellationEmail, paymentFailedEmail, receiptEmail } from './billing-emails';
import { graceEndFrom, startGracePeriod } from './grace-period';
import { recordTrialClaim } from './trial-claims';

/** A subscription as the provider reports it now. */
export type SubscriptionSnapshot = {
  userId: string;
  provider: 'demo' | 'stripe';
  providerCustomerId: string;
  providerSubscriptionId: string;
  planId: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** Where the billing cycle is anchored: every period ends whole periods after it. */
  billingAnchor: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  amount: number;
  currency: string;
  /** Left out, the stored value stays (a provider that does not know it). */
  pausedAt?: Date | null;
  resumesAt?: Date | null;
  graceEndsAt?: Date | null;
  promotionId?: string | null;
  discountEndsAt?: Date | null;
};

/** A stored subscription row as a snapshot to write back changed (the fields the provider owns). */
export function snapshotOfRow(row: typeof subscriptions.$inferSelect): SubscriptionSnapshot {
  if (!isPlanId(row.planId)) throw new Error(`Unknown plan ${row.planId}`);
  return {
    userId: row.userId,
    provider: row.provider,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    planId: row.planId,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    billingAnchor: row.billingAnchor,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    amount: row.amount,
    currency: row.currency,
  };
}

export type InvoiceSnapshot = {
  userId: string;
  provider: 'demo' | 'stripe';
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  description: string;
  amount: number;
  currency: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  discountAmount?: number;
  promotionCode?: string | null;
  invoiceUrl: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  issuedAt: Date;
};

export type BillingServices = Pick<Services, 'db' | 'secrets' | 'mailer' | 'config' | 'logger' | 'billingCache' | 'invalidations' | 'jobs'> & {
  /** Inside a transaction: tasks that must wait until it has committed (see runBillingTransaction). */
  afterCommit?: (task: () => Promise<void>) => void;
};

/**
 * Runs billing writes, and the emails they trigger, as one transaction, so a crash leaves
 * all of them or none. Cache invalidations are published again once it has committed.
 */
export async function runBillingTransaction<T>(services: BillingServices, work: (inTransaction: BillingServices) => Promise<T>) {
  const pending: (() => Promise<void>)[] = [];
  const result = await services.db.transaction((tx) =>
    work({ ...services, db: tx as unknown as Services['db'], afterCommit: (task) => void pending.push(task) }),
  );
  for (const task of pending) await task();
  return result;
}

/**
 * Publishes `member:<userId>` (their cached billing and pages) now and again once the
 * surrounding transaction has committed, so no reader keeps a copy from before the write.
 */
function forgetBilling(services: BillingServices, userId: string) {
  const tags = [cacheTags.member(userId)];
  services.invalidations.publish(tags);
  services.afterCommit?.(async () => services.invalidations.publish(tags));
}

async function recipient(db: Services['db'], userId: string) {
  const [row] = await db.select({ email: user.email, firstName: user.firstName }).from(user).where(eq(user.id, userId));
  return row;
}

/** Queues a billing email through `services.db`: inside a billing transaction, with its writes. */
async function notify(services: BillingServices, userId: string, build: (to: { email: string; firstName: string }) => Email) {
  const to = await recipient(services.db, userId);
  if (to) await services.mailer.queue(build(to), services.db);
}

/**
 * Writes the provider's current view of a subscription. Idempotent and order-free: the
 * same snapshot twice changes nothing, and the row always ends as the latest snapshot.
 * The cancellation email goes out once, on the transition the row lock makes atomic.
 */
export async function syncSubscription(services: BillingServices, snapshot: SubscriptionSnapshot) {
  const { db } = services;
  const now = new Date();
  // A grace period starts when the status turns past_due and ends when it leaves it.
  const graceEndsAt = snapshot.status === 'past_due' ? (snapshot.graceEndsAt ?? graceEndFrom(services.config, now)) : null;
  const values = { ...snapshot, updatedAt: now };
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(subscriptions)
      .values({ ...values, graceEndsAt })
      .onConflictDoNothing({ target: subscriptions.providerSubscriptionId })
      .returning({ id: subscriptions.id });
    if (rows.length > 0 && graceEndsAt) await startGracePeriod({ ...services, db: tx as unknown as Services['db'] }, snapshot, { startedAt: now, graceEndsAt });
    return rows;
  });

  forgetBilling(services, snapshot.userId);
  let becameCancelled = false;
  if (inserted.length === 0) {
    const previous = await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, snapshot.providerSubscriptionId))
        .for('update');
      const becamePastDue = graceEndsAt !== null && old?.status !== 'past_due';
      // Still past_due: the deadline set when it turned so stands (unless the snapshot names one).
      const grace = becamePastDue || graceEndsAt === null || snapshot.graceEndsAt !== undefined ? { graceEndsAt } : {};
      await tx
        .update(subscriptions)
        .set({ ...values, ...grace })
        .where(eq(subscriptions.providerSubscriptionId, snapshot.providerSubscriptionId));
      if (becamePastDue) await startGracePeriod({ ...services, db: tx as unknown as Services['db'] }, snapshot, { startedAt: now, graceEndsAt });
      return old;
    });
    becameCancelled =
      previous !== undefined &&
      previous.status !== 'canceled' &&
      !previous.cancelAtPeriodEnd &&
      (snapshot.cancelAtPeriodEnd || snapshot.status === 'canceled');
  }
  if (becameCancelled) {
    await notify(services, snapshot.userId, (to) =>
      cancellationEmail(to, snapshot.planId, snapshot.currentPeriodEnd, `${services.config.publicUrl}/payment-plan`),
    );
  }
  // Whichever provider started it, a trial is the person's one trial from now on (ADR 0033).
  if (snapshot.status === 'trialing') {
    const to = await recipient(db, snapshot.userId);
    if (to) await recordTrialClaim(services, to.email);
  }
}

/** Writes an invoice; the receipt email goes out once, when it is first seen paid. */
export async function recordInvoice(services: BillingServices, snapshot: InvoiceSnapshot) {
  const { db } = services;
  const inserted = await db
    .insert(invoices)
    .values(snapshot)
    .onConflictDoNothing({ target: invoices.providerInvoiceId })
    .returning({ id: invoices.id });
  forgetBilling(services, snapshot.userId);
  let newlyPaid = inserted.length > 0 && snapshot.status === 'paid';
  if (inserted.length === 0) {
    const { status, ...rest } = snapshot;
    await db.update(invoices).set({ ...rest, updatedAt: new Date() }).where(eq(invoices.providerInvoiceId, snapshot.providerInvoiceId));
    const transitioned = await db
      .update(invoices)
      .set({ status })
      .where(and(eq(invoices.providerInvoiceId, snapshot.providerInvoiceId), ne(invoices.status, status)))
      .returning({ id: invoices.id });
    newlyPaid = transitioned.length > 0 && status === 'paid';
  }
  if (newlyPaid) {
    await notify(services, snapshot.userId, (to) => receiptEmail(to, snapshot, `${services.config.publicUrl}/payment-plan`));
  }
}

/** A failed collection attempt: the member is told once per attempt. */
export async function notifyPaymentFailed(services: BillingServices, snapshot: InvoiceSnapshot) {
  await notify(services, snapshot.userId, (to) => paymentFailedEmail(to, snapshot, `${services.config.publicUrl}/payment-plan`));
}
