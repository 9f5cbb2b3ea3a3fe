import type Stripe from 'stripe';
import type { SubscriptionStatus } from '../../../db/schema';

/**
 * What our pause and its resumption leave on a Stripe subscription (ADR 0029):
 * - pausing sets `pause_collection` (behavior void) and metadata `pausedAt` (ISO) and
 *   `pausedPeriodEnd` (the period end at that moment, ISO);
 * - resuming clears `pause_collection`, sets `trial_end` to the extended period end with no
 *   proration, and records metadata `resumedAt` and `pauseCreditUntil` (that trial_end, in
 *   seconds), so the free days are read back as the paid time they are, not as a trial.
 */
export const pauseMetadata = {
  pausedAt: 'pausedAt',
  pausedPeriodEnd: 'pausedPeriodEnd',
  resumedAt: 'resumedAt',
  pauseCreditUntil: 'pauseCreditUntil',
} as const;

const dateOf = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Our view of a Stripe subscription's pause: status override, pausedAt and resumesAt. */
export function stripePauseState(subscription: Stripe.Subscription): { status?: SubscriptionStatus; pausedAt: Date | null; resumesAt: Date | null } {
  const metadata = subscription.metadata ?? {};
  const pausedAt = dateOf(metadata[pauseMetadata.pausedAt]);
  if (subscription.pause_collection) {
    const resumesAt = subscription.pause_collection.resumes_at ? new Date(subscription.pause_collection.resumes_at * 1000) : null;
    if (['active', 'trialing'].includes(subscription.status)) return { status: 'paused', pausedAt, resumesAt };
    return { pausedAt, resumesAt: null };
  }
  const credited =
    subscription.status === 'trialing' &&
    subscription.trial_end !== null &&
    metadata[pauseMetadata.pauseCreditUntil] === String(subscription.trial_end);
  return { ...(credited ? { status: 'active' as const } : {}), pausedAt, resumesAt: null };
}

/** Whether the latest pause recorded on the subscription still waits for its resumption (period not yet extended). */
export function pauseAwaitingResumption(subscription: Stripe.Subscription) {
  const metadata = subscription.metadata ?? {};
  const pausedAt = dateOf(metadata[pauseMetadata.pausedAt]);
  const resumedAt = dateOf(metadata[pauseMetadata.resumedAt]);
  return pausedAt !== null && (resumedAt === null || resumedAt.getTime() < pausedAt.getTime());
}
