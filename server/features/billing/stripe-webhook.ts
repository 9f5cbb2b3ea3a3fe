import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { webhookEvents } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import type { StripeProvider } from './providers/stripe-provider';
import { notifyPaymentFailed, recordInvoice, syncSubscription } from './sync-billing';

type WebhookServices = Pick<Services, 'db' | 'mailer' | 'config' | 'logger' | 'billingCache' | 'invalidations'>;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * Stripe webhooks, Documenso-style: the signature is checked on the raw body, each event
 * id is processed once, and the payload is used only to learn *which* objects changed;
 * their state is re-read from Stripe, so events in any order converge on Stripe's truth.
 * An event that fails mid-way stays unprocessed and Stripe's retry runs it again.
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

  const { db } = services;
  await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  const [seen] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
  if (seen?.processedAt) return { received: true, duplicate: true };

  await applyEvent(services, provider, event);
  await db.update(webhookEvents).set({ processedAt: new Date() }).where(eq(webhookEvents.id, event.id));
  return { received: true, duplicate: false };
}

async function syncSubscriptionById(services: WebhookServices, provider: StripeProvider, id: string | undefined) {
  if (!id) return;
  const snapshot = await provider.readSubscription(id);
  if (snapshot) await syncSubscription(services, snapshot);
}

async function applyEvent(services: WebhookServices, provider: StripeProvider, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      await syncSubscriptionById(services, provider, idOf(session.subscription));
      const invoiceId = idOf(session.invoice);
      const invoice = invoiceId ? await provider.readInvoice(invoiceId) : null;
      if (invoice) await recordInvoice(services, invoice);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return syncSubscriptionById(services, provider, event.data.object.id);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
    case 'invoice.finalized':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible': {
      const invoice = event.data.object.id ? await provider.readInvoice(event.data.object.id) : null;
      if (!invoice) return;
      await recordInvoice(services, invoice);
      await syncSubscriptionById(services, provider, invoice.providerSubscriptionId ?? undefined);
      if (event.type === 'invoice.payment_failed') await notifyPaymentFailed(services, invoice);
      return;
    }
    default:
      services.logger.debug({ type: event.type }, 'stripe event ignored');
  }
}
