import { formatDate } from '@content/uk-dates';
import { addMonths } from '../../../platform/uk-calendar';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { formatMoney } from '../../../../content/plans';
import { cancellationFeedback, subscriptions, type CancellationReason } from '../../../db/schema';
import { HttpError } from '../../../platform/errors';
import type { Services } from '../../kit/context';
import { getBillingSettings } from '../billing-settings';
import { isPlanId, planPeriodEnd, plans } from '../plans';
import { describeTerms, discountedAmount, discountEndsAt } from '../promotions/discount';
import { findPromotion, redeemPromotion, refusalOf } from '../promotions/promotions';
import type { StripeProvider } from '../providers/stripe-provider';
import { findMembership, freshBilling, grantsAccess } from '../subscription-status';
import { runBillingTransaction, snapshotOfRow, syncSubscription, type BillingServices, type SubscriptionSnapshot } from '../sync-billing';
import { resumePausedSubscriptionJob } from './pause-job-kinds';
import { pauseAwaitingResumption, pauseMetadata } from './stripe-pause-state';

/** What pausing, resuming, cancelling and accepting an offer need from the portal. */
export type LifecycleServices = BillingServices & Pick<Services, 'jobs' | 'payments'>;

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Feedback = { reason: CancellationReason; comment?: string };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);


const stripeOf = (services: LifecycleServices) => {
  if (services.payments.name !== 'stripe') throw new Error('This subscription is held by Stripe, which is not configured.');
  return services.payments as StripeProvider;
};

/** Re-reads a Stripe subscription and writes it (the same path a webhook takes). */
async function syncFromStripe(services: LifecycleServices, providerSubscriptionId: string, extra: Partial<SubscriptionSnapshot> = {}) {
  const snapshot = await stripeOf(services).readSubscription(providerSubscriptionId);
  if (!snapshot) throw new Error(`Stripe subscription ${providerSubscriptionId} is not one of ours`);
  await runBillingTransaction(services, (tx) => syncSubscription(tx, { ...snapshot, ...extra }));
  return snapshot;
}

/** The latest pause of any of the member's subscriptions, when it began within the last 12 months. */
async function recentPause(services: Pick<Services, 'db'>, userId: string, now: Date) {
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const [row] = await services.db
    .select({ pausedAt: subscriptions.pausedAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.pausedAt), gt(subscriptions.pausedAt, yearAgo)))
    .limit(1);
  return row?.pausedAt ?? null;
}

/** Why the member may not pause now, or null when they may. */
async function pauseRefusal(services: Pick<Services, 'db'>, row: SubscriptionRow | undefined, now: Date) {
  if (!row || !grantsAccess(row, now.getTime())) return 'You have no active membership to pause.';
  if (row.status !== 'active') {
    return row.status === 'trialing' ? 'A free trial cannot be paused.' : 'Your membership cannot be paused until your payment has gone through.';
  }
  if (row.cancelAtPeriodEnd) return 'Your membership is already cancelled, so there is nothing to pause.';
  const last = await recentPause(services, row.userId, now);
  if (last) {
    return `You can pause once in 12 months: your next pause is possible from ${formatDate(addMonths(last, 12))}.`;
  }
  return null;
}

/** Whether the member may pause their membership now. */
export async function mayPause(services: Pick<Services, 'db'>, { userId }: { userId: string }, now = new Date()) {
  const row = await findMembership(freshBilling(services.db), { userId });
  return (await pauseRefusal(services, row, now)) === null;
}

async function writeFeedback(db: Services['db'], userId: string, planId: string, feedback: Feedback, outcome: 'cancelled' | 'paused' | 'accepted_offer') {
  await db.insert(cancellationFeedback).values({ userId, planId, reason: feedback.reason, comment: feedback.comment ?? null, outcome });
}

/**
 * Pauses the member's active membership for 1 to 3 months: no charge and no premium access
 * until it resumes (by itself at `resumesAt`, or early). Once per member in 12 months.
 */
export async function pauseSubscription(
  services: LifecycleServices,
  { userId, months, feedback }: { userId: string; months: 1 | 2 | 3; feedback?: Feedback },
  now = new Date(),
) {
  const row = await findMembership(freshBilling(services.db), { userId });
  const refusal = await pauseRefusal(services, row, now);
  if (refusal || !row) throw new HttpError(409, 'conflict', refusal ?? 'You have no active membership to pause.');
  const resumesAt = addMonths(now, months);
  const job = { providerSubscriptionId: row.providerSubscriptionId, pausedAt: now.toISOString() };

  if (row.provider === 'stripe') {
    await stripeOf(services).client.subscriptions.update(
      row.providerSubscriptionId,
      {
        pause_collection: { behavior: 'void', resumes_at: seconds(resumesAt) },
        metadata: { [pauseMetadata.pausedAt]: now.toISOString(), [pauseMetadata.pausedPeriodEnd]: row.currentPeriodEnd.toISOString() },
      },
      { idempotencyKey: `pause-${row.providerSubscriptionId}-${seconds(now)}` },
    );
  }
  const snapshot =
    row.provider === 'stripe'
      ? await stripeOf(services).readSubscription(row.providerSubscriptionId)
      : { ...snapshotOfRow(row), status: 'paused' as const, pausedAt: now, resumesAt };
  if (!snapshot) throw new Error('The paused subscription could not be read back');
  await runBillingTransaction(services, async (tx) => {
    await syncSubscription(tx, snapshot);
    await services.jobs.enqueue(tx.db, resumePausedSubscriptionJob, job, { startAfter: resumesAt });
    if (feedback) await writeFeedback(tx.db, userId, row.planId, feedback, 'paused');
  });
  return { resumesAt };
}

/**
 * Ends a pause (early, or when it is due): access comes back at once and the period is
 * extended by the paid time that was left when the pause began. Idempotent: a membership no
 * longer paused, or paused again since (`pausedAt` differs), is left alone.
 */
async function resumeRow(services: LifecycleServices, row: SubscriptionRow, now: Date) {
  if (row.provider === 'stripe') return resumeStripe(services, row.providerSubscriptionId, now);
  if (row.status !== 'paused' || !row.pausedAt) return false;
  await runBillingTransaction(services, (tx) => syncSubscription(tx, { ...snapshotOfRow(row), ...resumedAt(row, now) }));
  return true;
}

/**
 * A demo pause ended at `now`: active again, with the paid time that was left when it began.
 * The cycle is re-anchored where that credit ends, as Stripe re-anchors at the trial end that
 * gives the credit (ADR 0029), so later periods end on that day of the month.
 */
function resumedAt(row: SubscriptionRow, now: Date) {
  const credit = row.pausedAt ? Math.max(0, row.currentPeriodEnd.getTime() - row.pausedAt.getTime()) : 0;
  const creditEnds = new Date(now.getTime() + credit);
  return { status: 'active' as const, currentPeriodEnd: creditEnds, billingAnchor: creditEnds, resumesAt: null };
}

/**
 * When access would end if the member cancelled now, or null without a membership: the end
 * of the paid period; while paused, the paid time left at the pause counted from now
 * (cancelling ends the pause).
 */
export async function accessEndIfCancelled(services: Pick<Services, 'db'>, { userId }: { userId: string }, now = new Date()) {
  const row = await findMembership(freshBilling(services.db), { userId });
  if (!row) return null;
  return row.status === 'paused' ? resumedAt(row, now).currentPeriodEnd : row.currentPeriodEnd;
}

/** Stripe: clear the pause and give the paid time left as a free period (trial_end, no proration), once per pause. */
async function resumeStripe(services: LifecycleServices, providerSubscriptionId: string, now: Date) {
  const { client } = stripeOf(services);
  const subscription = await client.subscriptions.retrieve(providerSubscriptionId);
  if (!pauseAwaitingResumption(subscription) || ['canceled', 'incomplete_expired'].includes(subscription.status)) {
    await syncFromStripe(services, providerSubscriptionId);
    return false;
  }
  const metadata = subscription.metadata;
  const pausedAt = new Date(metadata[pauseMetadata.pausedAt]!);
  const item = subscription.items.data[0];
  const recordedEnd = metadata[pauseMetadata.pausedPeriodEnd];
  const periodEndAtPause = recordedEnd ? new Date(recordedEnd) : new Date((item?.current_period_end ?? seconds(pausedAt)) * 1000);
  const credit = Math.max(0, periodEndAtPause.getTime() - pausedAt.getTime());
  // Stripe needs a trial end in the future; a pause that left nothing to credit bills again now.
  const newEnd = new Date(now.getTime() + Math.max(credit, 60_000));
  await client.subscriptions.update(
    providerSubscriptionId,
    {
      pause_collection: '',
      trial_end: seconds(newEnd),
      proration_behavior: 'none',
      metadata: { [pauseMetadata.resumedAt]: now.toISOString(), [pauseMetadata.pauseCreditUntil]: String(seconds(newEnd)) },
    },
    { idempotencyKey: `resume-${providerSubscriptionId}-${metadata[pauseMetadata.pausedAt]}` },
  );
  await syncFromStripe(services, providerSubscriptionId);
  return true;
}

/** The member resumes their paused membership early. */
export async function resumeSubscription(services: LifecycleServices, { userId }: { userId: string }, now = new Date()) {
  const row = await findMembership(freshBilling(services.db), { userId });
  if (!row || row.status !== 'paused') throw new HttpError(409, 'conflict', 'Your membership is not paused.');
  await resumeRow(services, row, now);
}

/** The resumption job: resumes the pause that began at `pausedAt` once it is due (see pause-jobs). */
export async function resumeDuePause(
  services: LifecycleServices,
  { providerSubscriptionId, pausedAt }: { providerSubscriptionId: string; pausedAt: string },
  now = new Date(),
) {
  const [row] = await services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!row || row.pausedAt?.toISOString() !== pausedAt) return false;
  if (row.status === 'paused' && row.resumesAt && row.resumesAt.getTime() > now.getTime()) return false;
  // Stripe ends a pause collection by itself at resumes_at, and its webhook may already have
  // marked the row active: Stripe's metadata, not our row, says whether the period was extended.
  if (row.provider === 'stripe') return resumeStripe(services, row.providerSubscriptionId, now);
  return row.status === 'paused' ? resumeRow(services, row, now) : false;
}

/** The hourly safety sweep: every pause past its `resumesAt` is resumed. */
export async function resumeOverduePauses(services: LifecycleServices, now = new Date()) {
  const overdue = await services.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'paused'), sql`${subscriptions.resumesAt} <= ${now}`));
  let resumed = 0;
  for (const row of overdue) {
    try {
      if (await resumeRow(services, row, now)) resumed++;
    } catch (error) {
      services.logger.error({ err: error, subscriptionId: row.id }, 'an overdue pause could not be resumed; the next sweep retries');
    }
  }
  return resumed;
}

/**
 * Cancels at the end of the paid period, recording why (outcome 'cancelled'). A paused
 * membership can be cancelled without resuming first: the pause ends, the paid time left at
 * the pause is given back from now, and the membership ends after it, with nothing charged.
 */
export async function cancelSubscription(services: LifecycleServices, { userId, feedback }: { userId: string; feedback: Feedback }, now = new Date()) {
  const row = await findMembership(freshBilling(services.db), { userId });
  const paused = row?.status === 'paused';
  if (!row || (!paused && !grantsAccess(row, now.getTime()))) throw new HttpError(409, 'conflict', 'You have no active membership to cancel.');
  if (row.cancelAtPeriodEnd) throw new HttpError(409, 'conflict', 'Your membership is already cancelled.');
  if (row.provider === 'stripe') {
    // Resuming gives the paid time back as a free period; Stripe then ends it there, uncharged.
    if (paused) await resumeStripe(services, row.providerSubscriptionId, now);
    await stripeOf(services).client.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: true });
  }
  const snapshot =
    row.provider === 'stripe'
      ? await stripeOf(services).readSubscription(row.providerSubscriptionId)
      : { ...snapshotOfRow(row), ...(paused ? resumedAt(row, now) : {}), cancelAtPeriodEnd: true, canceledAt: now };
  if (!snapshot) throw new Error('The cancelled subscription could not be read back');
  await runBillingTransaction(services, async (tx) => {
    await syncSubscription(tx, snapshot);
    await writeFeedback(tx.db, userId, row.planId, feedback, 'cancelled');
  });
  return { accessUntil: snapshot.currentPeriodEnd, pauseEnded: paused };
}

/** Undoes a cancellation at period end while access lasts: the membership renews again as before. */
export async function undoCancellation(services: LifecycleServices, { userId }: { userId: string }, now = new Date()) {
  const row = await findMembership(freshBilling(services.db), { userId });
  if (!row || !grantsAccess(row, now.getTime()) || !row.cancelAtPeriodEnd) {
    throw new HttpError(409, 'conflict', 'Your membership is not cancelled, so there is nothing to resume.');
  }
  if (row.provider === 'stripe') {
    await stripeOf(services).client.subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: false });
  }
  const snapshot =
    row.provider === 'stripe'
      ? await stripeOf(services).readSubscription(row.providerSubscriptionId)
      : { ...snapshotOfRow(row), cancelAtPeriodEnd: false, canceledAt: null };
  if (!snapshot) throw new Error('The resumed subscription could not be read back');
  await runBillingTransaction(services, (tx) => syncSubscription(tx, snapshot));
  return { renewsAt: snapshot.currentPeriodEnd };
}

/** The coaches' cancellation offer, when this member may take it on their current plan. */
export async function findCancellationOffer(services: Pick<Services, 'db'>, { userId }: { userId: string }, now = new Date()) {
  const { cancellationOfferId } = await getBillingSettings(services.db);
  if (!cancellationOfferId) return null;
  const row = await findMembership(freshBilling(services.db), { userId });
  if (!row || !grantsAccess(row, now.getTime()) || row.promotionId) return null;
  const promotion = await findPromotion(services.db, cancellationOfferId);
  if (!promotion || !isPlanId(row.planId)) return null;
  if (row.provider === 'stripe' && !promotion.stripePromotionCodeId) return null;
  if (await refusalOf(services.db, promotion, { planId: row.planId, userId })) return null;
  return { promotion, terms: describeTerms(promotion, formatMoney) };
}

/** Takes the cancellation offer instead of cancelling: the discount applies to the existing subscription. */
export async function acceptCancellationOffer(services: LifecycleServices, { userId, feedback }: { userId: string; feedback: Feedback }, now = new Date()) {
  const offer = await findCancellationOffer(services, { userId }, now);
  const row = await findMembership(freshBilling(services.db), { userId });
  if (!offer || !row) throw new HttpError(409, 'conflict', 'This offer is no longer available.');
  const { promotion } = offer;
  if (!isPlanId(row.planId)) throw new Error(`Unknown plan ${row.planId}`);
  const planId = row.planId;
  // The discount starts with the next period, at the current one's end, on the subscription's cycle.
  const next = { anchor: row.billingAnchor, start: row.currentPeriodEnd };
  const ends = discountEndsAt(promotion, { ...next, firstPeriodEnd: planPeriodEnd(planId, next.anchor, next.start) });
  if (row.provider === 'stripe') {
    await stripeOf(services).client.subscriptions.update(
      row.providerSubscriptionId,
      { discounts: [{ promotion_code: promotion.stripePromotionCodeId! }] },
      { idempotencyKey: `offer-${row.providerSubscriptionId}-${promotion.id}` },
    );
  }
  const base = row.provider === 'stripe' ? await stripeOf(services).readSubscription(row.providerSubscriptionId) : snapshotOfRow(row);
  if (!base) throw new Error('The subscription could not be read back');
  const amount = discountedAmount(plans[planId].amount, promotion);
  await runBillingTransaction(services, async (tx) => {
    await redeemPromotion(tx.db, { promotionId: promotion.id, userId, planId, providerSubscriptionId: row.providerSubscriptionId });
    await syncSubscription(tx, { ...base, promotionId: promotion.id, discountEndsAt: ends, ...(row.provider === 'demo' ? { amount } : {}) });
    await writeFeedback(tx.db, userId, row.planId, feedback, 'accepted_offer');
  });
  return { terms: offer.terms };
}
