import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { trialEndingEmail } from './renewal-emails';
import type { SubscriptionSnapshot } from './sync-billing';

/** Whether this subscription is past_due now, its member already told by the grace period's email. */
export async function inGracePeriod(db: Database, providerSubscriptionId: string | null) {
  if (!providerSubscriptionId) return false;
  const [row] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row?.status === 'past_due';
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
