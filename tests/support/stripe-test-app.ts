import { eq, inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { billingCustomers, webhookEvents } from '@server/db/schema';
import { signedInMember } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { startFakeStripe, webhookSecret, type FakeStripe } from './fake-stripe';

/** A webhook event as Stripe sends it: the raw body and its signature header. */
export type SignedEvent = { payload: string; signature: string };

/** The portal on the Stripe provider, talking to its own fake Stripe API. */
export async function startStripeTestApp() {
  const stripe = await startFakeStripe();
  const t = await createTestApp({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: stripe.url });
  const close = async () => {
    await t.close();
    await stripe.close();
  };
  return { t, stripe, close };
}

/** Posts a signed event to the webhook, which answers at once and applies it on the job queue. */
export const deliverEvent = (t: TestApp, { payload, signature }: SignedEvent) =>
  t.request('/api/webhooks/stripe', { method: 'POST', body: payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } });

export const eventIdOf = (event: SignedEvent) => (JSON.parse(event.payload) as { id: string }).id;

/** Waits until the job worker has applied every one of `events`. */
export async function waitForApplied(t: TestApp, events: SignedEvent[], timeout = 20_000) {
  const ids = [...new Set(events.map(eventIdOf))];
  await vi.waitFor(
    async () => {
      const rows = await t.services.db.select({ processedAt: webhookEvents.processedAt }).from(webhookEvents).where(inArray(webhookEvents.id, ids));
      expect(rows.filter((row) => row.processedAt).length).toBe(ids.length);
    },
    { timeout, interval: timeout > 20_000 ? 250 : 25 },
  );
}

/** Delivers one event and waits for it to have been applied. */
export async function applyEvent(t: TestApp, event: SignedEvent) {
  expect((await deliverEvent(t, event)).status).toBe(200);
  await waitForApplied(t, [event]);
}

/** A member with an active monthly Stripe subscription, synced through its webhook. */
export async function startStripeSubscriber(t: TestApp, stripe: FakeStripe) {
  const member = await signedInMember(t);
  await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } });
  const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
  const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId: 'monthly' });
  await applyEvent(t, stripe.event('customer.subscription.created', { id: subscription.id }));
  return { member, subscription };
}

/** A small deterministic random source, so a chaotic run can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
