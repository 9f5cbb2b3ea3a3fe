import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { demoCheckoutSessions, subscriptions, user } from '../../../db/schema';
import { HttpError, notFound } from '../../../platform/errors';
import { isPlanId, planIds, planPeriodEnd, plans, type PlanId } from '../plans';
import { findMembership, freshBilling } from '../subscription-status';
import { recordInvoice, runBillingTransaction, snapshotOfRow, syncSubscription, type BillingServices } from '../sync-billing';
import { appliedDiscount, carriedDiscount, type AppliedDiscount } from '../promotions/applied-discount';
import type { DiscountPeriod } from '../promotions/discount';
import { findPromotion, redeemPromotion, type Promotion } from '../promotions/promotions';
import type { PaymentProvider } from './payment-provider';
import { startDemoTrial } from './demo-renewals';
import { trialDaysFor, trialEligibility } from '../trial';

type DemoServices = BillingServices;

/**
 * The embedded default's payment provider: checkout and "portal" are pages in the app,
 * no card is taken, and every state change goes through the same sync code a Stripe
 * webhook uses.
 */
export function createDemoProvider(services: DemoServices): PaymentProvider {
  const { db, config } = services;
  return {
    name: 'demo',
    async createCheckout({ userId, email, planId, promotion }) {
      const trialDays = await trialDaysFor(services, { userId, email, planId });
      const [session] = await db
        .insert(demoCheckoutSessions)
        .values({ userId, planId, promotionId: promotion?.id, trialDays })
        .returning({ id: demoCheckoutSessions.id });
      return { url: `${config.publicUrl}/billing/demo/checkout/${session!.id}` };
    },
    async createPortal() {
      return { url: `${config.publicUrl}/billing/demo/portal` };
    },
    async cancelImmediately(providerSubscriptionId) {
      const current = await findSubscriptionById(services, providerSubscriptionId);
      if (current) await syncSubscription(services, { ...current, status: 'canceled', canceledAt: new Date(), currentPeriodEnd: new Date() });
    },
  };
}

async function findSubscriptionById(services: DemoServices, providerSubscriptionId: string) {
  const [row] = await services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row && snapshotOfRow(row);
}


/** The discount on a new period of `fullAmount`, if any: a promotion redeemed now, or one the subscription keeps. */
type PeriodDiscount = (fullAmount: number, period: DiscountPeriod) => AppliedDiscount | undefined;

/**
 * Starts a new paid period on `planId`: the subscription snapshot and its paid invoice (run it
 * in a billing transaction). `discountFor` says what comes off this first invoice.
 */
async function chargeDemoPeriod(services: DemoServices, base: { userId: string; providerSubscriptionId: string }, planId: PlanId, discountFor?: PeriodDiscount) {
  const start = new Date();
  // A new plan starts a new cycle, anchored now.
  const end = planPeriodEnd(planId, start);
  const plan = plans[planId];
  const discount = discountFor?.(plan.amount, { anchor: start, start, firstPeriodEnd: end });
  await syncSubscription(services, {
    userId: base.userId,
    provider: 'demo',
    providerCustomerId: `demo_cus_${base.userId}`,
    providerSubscriptionId: base.providerSubscriptionId,
    planId,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    billingAnchor: start,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    amount: discount?.amount ?? plan.amount,
    currency: plan.currency,
    ...(discount ? { promotionId: discount.promotionId, discountEndsAt: discount.discountEndsAt } : {}),
  });
  const providerInvoiceId = `demo_in_${randomUUID()}`;
  await recordInvoice(services, {
    userId: base.userId,
    provider: 'demo',
    providerInvoiceId,
    providerSubscriptionId: base.providerSubscriptionId,
    description: `${plan.name} membership`,
    amount: discount?.amount ?? plan.amount,
    currency: plan.currency,
    status: 'paid',
    ...(discount ? { discountAmount: discount.discountAmount, promotionCode: discount.promotionCode } : {}),
    invoiceUrl: `${services.config.publicUrl}/billing/invoices/${providerInvoiceId}`,
    periodStart: start,
    periodEnd: end,
    issuedAt: start,
  });
}

/** Demo seed: gives a member a paid plan unless they already have one. */
export async function grantDemoSubscription(services: DemoServices, { userId, planId }: { userId: string; planId: PlanId }) {
  if (await findMembership(freshBilling(services.db), { userId })) return false;
  await runBillingTransaction(services, (tx) => chargeDemoPeriod(tx, { userId, providerSubscriptionId: `demo_sub_${randomUUID()}` }, planId));
  return true;
}

/** Pays an open demo checkout session of `userId` (only theirs, only once). */
export async function completeDemoCheckout(services: DemoServices, { userId, sessionId }: { userId: string; sessionId: string }) {
  const { db } = services;
  const [session] = await db
    .select()
    .from(demoCheckoutSessions)
    .where(and(eq(demoCheckoutSessions.id, sessionId), eq(demoCheckoutSessions.userId, userId)));
  if (!session || !isPlanId(session.planId)) throw notFound('No such checkout session');
  const planId = session.planId;
  if (session.status === 'completed') throw new HttpError(409, 'conflict', 'This checkout has already been paid.');
  if (await findMembership(freshBilling(db), { userId })) {
    throw new HttpError(409, 'conflict', 'You already have an active subscription. Manage it from your payment plan.');
  }
  // Claiming the session, the subscription and its invoice commit together or not at all.
  await runBillingTransaction(services, async (tx) => {
    const claimed = await tx.db
      .update(demoCheckoutSessions)
      .set({ status: 'completed', completedAt: new Date() })
      .where(and(eq(demoCheckoutSessions.id, sessionId), eq(demoCheckoutSessions.status, 'open')))
      .returning({ id: demoCheckoutSessions.id });
    if (claimed.length === 0) throw new HttpError(409, 'conflict', 'This checkout has already been paid.');
    const providerSubscriptionId = `demo_sub_${randomUUID()}`;
    // The code is checked again and redeemed with the payment: a 422 here abandons both.
    const promotion = session.promotionId
      ? await redeemPromotion(tx.db, { promotionId: session.promotionId, userId, planId, providerSubscriptionId })
      : undefined;
    // The trial the checkout offered, unless another checkout (of any account at this mailbox) has since used the one chance.
    if (session.trialDays && (await trialStillOpen(tx, userId))) {
      await startDemoTrial(tx, { userId, providerSubscriptionId, planId, days: session.trialDays, promotion });
    } else {
      await chargeDemoPeriod(tx, { userId, providerSubscriptionId }, planId, promotion && redeemed(promotion));
    }
  });
  return { planId };
}

const redeemed =
  (promotion: Promotion): PeriodDiscount =>
  (fullAmount, period) =>
    appliedDiscount(promotion, fullAmount, period);

async function trialStillOpen(services: DemoServices, userId: string) {
  const [member] = await services.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return member !== undefined && (await trialEligibility(services, { userId, email: member.email })).eligible;
}

export async function getDemoCheckoutSession(services: DemoServices, { userId, sessionId }: { userId: string; sessionId: string }) {
  const [session] = await services.db
    .select()
    .from(demoCheckoutSessions)
    .where(and(eq(demoCheckoutSessions.id, sessionId), eq(demoCheckoutSessions.userId, userId)));
  return session && isPlanId(session.planId) ? { ...session, planId: session.planId } : undefined;
}

type MembershipRow = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** The discount a plan switch takes with it (carriedDiscount), for the subscription `row`. */
async function keptDiscount(services: DemoServices, row: MembershipRow): Promise<PeriodDiscount | undefined> {
  const promotion = row.promotionId ? await findPromotion(services.db, row.promotionId) : undefined;
  return promotion && ((fullAmount, period) => carriedDiscount(promotion, row, fullAmount, period));
}

/**
 * Why the subscription `row` may not switch plan now, or null. A switch starts a new paid
 * period: after a failed payment it would leave that invoice open for good and end the grace
 * period unpaid, and on a membership set to end it would quietly undo the cancellation and
 * charge for a period the member said they did not want. (A paused member is refused every
 * write by the plan guard already.)
 */
const switchRefusal = (row: MembershipRow) =>
  row.status === 'past_due'
    ? 'Your last payment failed. Pay it from your payment plan before you change plan.'
    : row.cancelAtPeriodEnd
      ? 'Your membership ends at the end of this period. Resume it first if you want to change plan.'
      : null;

/**
 * What the portal offers for a plan switch: why none is possible now (`refusal`), or what
 * switching to each other plan would charge now, said beside its button: the plan's price less
 * the discount the switch keeps, and when that discount ends (null: never, or none kept).
 */
export async function planSwitchOffer(services: DemoServices, { userId }: { userId: string }, now = new Date()) {
  // Shown, not acted on: the cached read the rest of the page uses is fresh enough.
  const row = await findMembership(services, { userId });
  if (!row || row.provider !== 'demo' || !isPlanId(row.planId)) return { refusal: null, prices: [] };
  const refusal = switchRefusal(row);
  if (refusal) return { refusal, prices: [] };
  const kept = await keptDiscount(services, row);
  const prices = planIds
    .filter((planId) => planId !== row.planId)
    .map((planId) => {
      const fullAmount = plans[planId].amount;
      const discount = kept?.(fullAmount, { anchor: now, start: now, firstPeriodEnd: planPeriodEnd(planId, now) });
      return { planId, amount: discount?.amount ?? fullAmount, fullAmount, discountEndsAt: discount?.discountEndsAt?.toISOString() ?? null };
    });
  return { refusal: null, prices };
}

export type DemoPortalAction = { action: 'cancel' } | { action: 'resume' } | { action: 'switch'; planId: PlanId };

/**
 * The demo portal: cancel at period end, resume, or switch plan (a new period starts now, and
 * a discount the subscription holds goes with it, as at Stripe).
 */
export async function changeDemoSubscription(services: DemoServices, { userId, change }: { userId: string; change: DemoPortalAction }) {
  const row = await findMembership(freshBilling(services.db), { userId });
  if (!row || row.provider !== 'demo') throw notFound('You have no demo subscription to manage.');
  const current = snapshotOfRow(row);
  if (change.action === 'switch') {
    if (change.planId === current.planId) throw new HttpError(409, 'conflict', 'You are already on this plan.');
    const refusal = switchRefusal(row);
    if (refusal) throw new HttpError(409, 'conflict', refusal);
    const kept = await keptDiscount(services, row);
    return runBillingTransaction(services, (tx) => chargeDemoPeriod(tx, current, change.planId, kept));
  }
  await syncSubscription(services, {
    ...current,
    cancelAtPeriodEnd: change.action === 'cancel',
    canceledAt: change.action === 'cancel' ? new Date() : null,
  });
}
