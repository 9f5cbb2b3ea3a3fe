import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from 'zod';
import { defineJob, defineWorker } from '../../db/job-queue';
import { webhookEvents } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import type { StripeProvider } from './providers/stripe-provider';
import { notifyPaymentFailed, recordInvoice, syncSubscription } from './sync-billing';
import { failureNeedsOwnEmail, notifyTrialEnding } from './renewal-events';

type WebhookServices = Pick<Services, 'db' | 'secrets' | 'mailer' | 'config' | 'logger' | 'billingCache' | 'invalidations' | 'jobs'>;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Which Stripe objects an event says changed; their state is re-read from Stripe when applied. */
const stripeEventData = z.object({
  eventId: z.string(),
  subscriptionId: z.string().optional(),
  invoiceId: z.string().optional(),
  paymentFailed: z.boolean().optional(),
  trialWillEnd: z.boolean().optional(),
});
type StripeEventData = z.output<typeof stripeEventData>;

export const stripeEventJob = defineJob({
  name: 'apply-stripe-event',
  data: stripeEventData,
  // Stripe's API may be briefly unreachable: retry from 2 s, doubling, for some hours.
  retry: { limit: 12, delaySeconds: 2, backoff: true },
  expireInSeconds: 120,
});

function changedObjects(event: Stripe.Event): Omit<StripeEventData, 'eventId'> | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return { subscriptionId: idOf(event.data.object.subscription), invoiceId: idOf(event.data.object.invoice) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { subscriptionId: event.data.object.id };
    case 'customer.subscription.trial_will_end':
      return { subscriptionId: event.data.object.id, trialWillEnd: true };
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
    case 'invoice.finalized':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
      return { invoiceId: event.data.object.id, paymentFailed: event.type === 'invoice.payment_failed' };
    default:
      return undefined;
  }
}

/**
 * Stripe webhooks, Documenso-style: the signature is checked on the raw body and each event
 * id is recorded once. The payload only says *which* objects changed; applying it (re-reading
 * them from Stripe, writing, emailing) is a job queued with the record, so a slow or failing
 * Stripe API is retried by the queue and the webhook answers at once.
 */
export async function handleStripeWebhook(
  services: WebhookServices,
  provider: StripeProvider,
  { rawBody, signature }: { rawBody: string; signature: string | undefined },
) {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('missing signature');
    event = await provider.verifyEvent(rawBody, signature);
  } catch {
    throw new HttpError(400, 'validation_failed', 'Invalid webhook signature.');
  }

  const changed = changedObjects(event);
  const duplicate = await services.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, processedAt: changed ? null : new Date() })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return true;
    if (changed) await services.jobs.enqueue(tx, stripeEventJob, { eventId: event.id, ...changed });
    else services.logger.debug({ type: event.type }, 'stripe event ignored');
    return false;
  });
  return { received: true, duplicate };
}

/** Brings what the event names up to Stripe's current state; idempotent, so a retry is safe. */
export async function applyStripeEvent(services: WebhookServices, provider: StripeProvider, data: StripeEventData) {
  const invoice = data.invoiceId ? await provider.readInvoice(data.invoiceId) : null;
  const subscriptionIds = new Set([data.subscriptionId, invoice?.providerSubscriptionId ?? undefined]);
  for (const id of subscriptionIds) {
    const snapshot = id ? await provider.readSubscription(id) : null;
    if (snapshot) await syncSubscription(services, snapshot);
    if (snapshot && data.trialWillEnd) await notifyTrialEnding(services, snapshot);
  }
  if (invoice) {
    await recordInvoice(services, invoice);
    if (data.paymentFailed && (await failureNeedsOwnEmail(services.db, invoice))) await notifyPaymentFailed(services, invoice);
  }
  await services.db.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, data.eventId));
}

export const stripeEventWorker = (services: WebhookServices, provider: StripeProvider) =>
  defineWorker(stripeEventJob, (data) => applyStripeEvent(services, provider, data), { pollingIntervalSeconds: 1, batchSize: 20 });
