import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { trialEndingEmail } from './renewal-emails';
import type { InvoiceSnapshot, SubscriptionSnapshot } from './sync-billing';

/**
 * Whether a failed payment needs its own email. A failed renewal is told by its grace period
 * (the email sent when the subscription turned past_due, then the reminders), so Stripe's
 * retries during it add nothing; an invoice paid since the failure needs none either.
 */
export async function failureNeedsOwnEmail(db: Database, invoice: Pick<InvoiceSnapshot, 'status' | 'providerSubscriptionId'>) {
  if (invoice.status === 'paid' || invoice.status === 'void') return false;
  if (!invoice.providerSubscriptionId) return true;
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, invoice.providerSubscriptionId));
  return row?.status !== 'past_due';
}

/** "Your free trial ends on …": Stripe's three-day warning, or the demo's reminder job. */
export async function notifyTrialEnding(
  { db, mailer, config }: Pick<Services, 'db' | 'mailer' | 'config'>,
  subscription: Pick<SubscriptionSnapshot, 'userId' | 'planId' | 'status' | 'currentPeriodEnd' | 'amount' | 'currency' | 'cancelAtPeriodEnd'>,
) {
  if (subscription.status !== 'trialing' || subscription.cancelAtPeriodEnd) return;
  const [to] = await db.select({ email: user.email, firstName: user.firstName }).from(user).where(eq(user.id, subscription.userId));
  if (!to) return;
  await mailer.queue(
    trialEndingEmail(to, { planId: subscription.planId, endsAt: subscription.currentPeriodEnd, amount: subscription.amount, currency: subscription.currency }, `${config.publicUrl}/payment-plan`),
    db,
  );
}
