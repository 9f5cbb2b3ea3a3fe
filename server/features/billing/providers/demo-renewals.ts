import { addDays } from '../../../platform/uk-calendar';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { defineJob, defineWorker } from '../../../db/job-queue';
import { invoices, promotions, subscriptions } from '../../../db/schema';
import { HttpError, notFound } from '../../../platform/errors';
import { planPeriodEnd, plans, type PlanId } from '../plans';
import { notifyTrialEnding } from '../renewal-events';
import { appliedDiscount } from '../promotions/applied-discount';
import { invoiceDiscount } from '../promotions/discount';
import type { Promotion } from '../promotions/promotions';
import { findMembership, freshBilling, type BillingReader } from '../subscription-status';
import { recordInvoice, runBillingTransaction, snapshotOfRow, syncSubscription, type BillingServices } from '../sync-billing';

/*
 * The demo provider's side of renewals and trials: what Stripe does on its own clock (renew,
 * fail, retry, end a trial) the demo does on request or on the job queue, through the same
 * sync code, so the grace period and its emails behave the same on both providers.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;
/** The trial reminder goes out this long before the trial ends. */
const trialReminderDays = 3;


/**
 * What the period starting `at` costs: the subscription's discounted amount while its promotion
 * is in force then (no end, or an end still ahead), else the plan's full price.
 */
export async function renewalPrice(db: Database, row: SubscriptionRow, at = new Date()) {
  const plan = plans[snapshotOfRow(row).planId];
  if (row.promotionId && (!row.discountEndsAt || row.discountEndsAt > at)) {
    const [promotion] = await db.select({ code: promotions.code }).from(promotions).where(eq(promotions.id, row.promotionId));
    return { amount: row.amount, ...invoiceDiscount(Math.max(0, plan.amount - row.amount), promotion?.code) };
  }
  return { amount: plan.amount, ...invoiceDiscount(0, null) };
}

/**
 * Renews `row` for a new period from `start` (run it in a billing transaction): paid, a new
 * period and a paid invoice with its receipt; failed, an open invoice and past_due, which
 * starts the grace period. The period ends on the cycle's anchor day, not a month after
 * `start`, so a period cut short by February is followed by one that returns to the 31st.
 */
async function renew(services: BillingServices, row: SubscriptionRow, { outcome, start }: { outcome: 'paid' | 'failed'; start: Date }) {
  const current = snapshotOfRow(row);
  const plan = plans[current.planId];
  const price = await renewalPrice(services.db, row, start);
  const end = planPeriodEnd(current.planId, current.billingAnchor, start);
  await syncSubscription(services, {
    ...current,
    status: outcome === 'paid' ? 'active' : 'past_due',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    amount: price.amount,
  });
  const providerInvoiceId = `demo_in_${randomUUID()}`;
  await recordInvoice(services, {
    userId: row.userId,
    provider: 'demo',
    providerInvoiceId,
    providerSubscriptionId: row.providerSubscriptionId,
    description: `${plan.name} membership`,
    amount: price.amount,
    currency: plan.currency,
    status: outcome === 'paid' ? 'paid' : 'open',
    discountAmount: price.discountAmount,
    promotionCode: price.promotionCode,
    invoiceUrl: `${services.config.publicUrl}/billing/invoices/${providerInvoiceId}`,
    periodStart: start,
    periodEnd: end,
    issuedAt: new Date(),
  });
}

async function lockSubscription(db: Database, providerSubscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).for('update');
  return row;
}

/**
 * Why the subscription `row` does not renew now, or null: what a simulated renewal refuses and
 * what the portal says in place of its buttons.
 */
export const renewalRefusal = (row: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd'>) =>
  row.status === 'past_due'
    ? 'Your last payment failed. Pay it before the next renewal.'
    : row.status === 'paused'
      ? 'Your membership is paused, so it does not renew.'
      : row.cancelAtPeriodEnd
        ? 'Your membership ends at the end of this period, so it does not renew.'
        : null;

/** Why the member's demo subscription cannot renew now (shown, not acted on: the cached read), or null. */
export async function findRenewalRefusal(reader: BillingReader, { userId }: { userId: string }) {
  const row = await findMembership(reader, { userId });
  return row?.provider === 'demo' ? renewalRefusal(row) : null;
}

/**
 * The demo portal's "simulate a renewal": the member's own demo subscription renews now, paid
 * or failed, as it would on its renewal date: for the period after the current one, so no two
 * invoices ever cover the same period.
 */
export async function renewDemoSubscription(services: BillingServices, { userId, outcome }: { userId: string; outcome: 'paid' | 'failed' }) {
  const membership = await findMembership(freshBilling(services.db), { userId });
  if (!membership || membership.provider !== 'demo') throw notFound('You have no demo subscription to renew.');
  await runBillingTransaction(services, async (tx) => {
    const row = await lockSubscription(tx.db, membership.providerSubscriptionId);
    if (!row) throw notFound('You have no demo subscription to renew.');
    const refusal = renewalRefusal(row);
    if (refusal) throw new HttpError(409, 'conflict', refusal);
    await renew(tx, row, { outcome, start: row.currentPeriodEnd });
  });
}

/**
 * "Update card and pay": pays the open invoice of the member's past_due demo subscription.
 * Access comes back at once: active, the grace period over. The failed invoice becomes the
 * paid one and the subscription runs for the period it covers, so a period has one invoice.
 */
export async function payDemoInvoice(services: BillingServices, { userId }: { userId: string }) {
  await runBillingTransaction(services, async (tx) => {
    const [row] = await tx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, 'demo'), eq(subscriptions.status, 'past_due')))
      .for('update');
    if (!row) throw new HttpError(409, 'conflict', 'You have no failed payment to settle.');
    const [open] = await tx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.providerSubscriptionId, row.providerSubscriptionId), eq(invoices.status, 'open')))
      .orderBy(desc(invoices.issuedAt))
      .limit(1);
    const current = snapshotOfRow(row);
    const start = open?.periodStart ?? current.currentPeriodStart;
    const end = open?.periodEnd ?? current.currentPeriodEnd;
    if (open) {
      await recordInvoice(tx, {
        userId: open.userId,
        provider: 'demo',
        providerInvoiceId: open.providerInvoiceId,
        providerSubscriptionId: open.providerSubscriptionId,
        description: open.description,
        amount: open.amount,
        currency: open.currency,
        status: 'paid',
        discountAmount: open.discountAmount,
        promotionCode: open.promotionCode,
        invoiceUrl: open.invoiceUrl,
        periodStart: start,
        periodEnd: end,
        issuedAt: open.issuedAt,
      });
    }
    await syncSubscription(tx, { ...current, status: 'active', currentPeriodStart: start, currentPeriodEnd: end, amount: open?.amount ?? current.amount });
  });
}

export const demoTrialJob = defineJob({
  name: 'demo-trial',
  data: z.object({ providerSubscriptionId: z.string(), trialEndsAt: z.iso.datetime(), step: z.enum(['reminder', 'convert']) }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});
type TrialStep = z.output<typeof demoTrialJob.data>;

/**
 * Starts a demo trial on `planId` (in the checkout's billing transaction): trialing until
 * `days` from now with nothing charged, a redeemed promotion applying from its end; a reminder three days before its end and the
 * conversion at its end are queued with it.
 */
export async function startDemoTrial(
  services: BillingServices,
  {
    userId,
    providerSubscriptionId,
    planId,
    days,
    promotion,
  }: { userId: string; providerSubscriptionId: string; planId: PlanId; days: number; promotion?: Promotion },
) {
  const start = new Date();
  const trialEndsAt = addDays(start, days);
  const plan = plans[planId];
  // A promotion redeemed with the trial discounts the periods after it.
  const discount =
    promotion && appliedDiscount(promotion, plan.amount, { anchor: trialEndsAt, start: trialEndsAt, firstPeriodEnd: planPeriodEnd(planId, trialEndsAt) });
  await syncSubscription(services, {
    userId,
    provider: 'demo',
    providerCustomerId: `demo_cus_${userId}`,
    providerSubscriptionId,
    planId,
    status: 'trialing',
    currentPeriodStart: start,
    currentPeriodEnd: trialEndsAt,
    // As at Stripe, the paid periods after a trial are anchored at its end.
    billingAnchor: trialEndsAt,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    amount: discount?.amount ?? plan.amount,
    currency: plan.currency,
    ...(discount ? { promotionId: discount.promotionId, discountEndsAt: discount.discountEndsAt } : {}),
  });
  const step = { providerSubscriptionId, trialEndsAt: trialEndsAt.toISOString() };
  const remindAt = addDays(trialEndsAt, -trialReminderDays);
  if (remindAt > start) await services.jobs.enqueue(services.db, demoTrialJob, { ...step, step: 'reminder' }, { startAfter: remindAt });
  await services.jobs.enqueue(services.db, demoTrialJob, { ...step, step: 'convert' }, { startAfter: trialEndsAt });
}

/**
 * A step of a demo trial, while the subscription is still that trial: the reminder, or the
 * conversion, which cancels (free) a trial cancelled at its end and otherwise charges the
 * first period from the trial's end, like a paid renewal.
 */
export async function runDemoTrialStep(services: BillingServices, { providerSubscriptionId, trialEndsAt, step }: TrialStep) {
  const ending = new Date(trialEndsAt);
  await runBillingTransaction(services, async (tx) => {
    const row = await lockSubscription(tx.db, providerSubscriptionId);
    if (!row || row.status !== 'trialing' || row.currentPeriodEnd.getTime() !== ending.getTime()) return;
    const current = snapshotOfRow(row);
    if (step === 'reminder') return notifyTrialEnding(tx, current);
    if (row.cancelAtPeriodEnd) {
      return syncSubscription(tx, { ...current, status: 'canceled', canceledAt: row.canceledAt ?? new Date() });
    }
    await renew(tx, row, { outcome: 'paid', start: ending });
  });
}

export const demoTrialWorker = (services: BillingServices) =>
  defineWorker(demoTrialJob, (data) => runDemoTrialStep(services, data));
