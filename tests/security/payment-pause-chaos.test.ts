import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, subscriptions, user } from '@server/db/schema';
import type { TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { deliverEvent, seededRandom, startStripeTestApp, waitForApplied, type SignedEvent } from '../support/stripe-test-app';

const members = 12;
type Delivery = SignedEvent;


describe('payment chaos over pause and resume: shuffled, duplicated, concurrent webhooks end in Stripe’s state', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
  });
  afterAll(() => close());

  const deliver = (d: Delivery) => deliverEvent(t, d);
  const applied = (events: Delivery[]) => waitForApplied(t, events, 120_000);

  const state = async () => {
    const rows = await t.services.db
      .select({ email: user.email, status: subscriptions.status, end: subscriptions.currentPeriodEnd, resumesAt: subscriptions.resumesAt, pausedAt: subscriptions.pausedAt })
      .from(subscriptions)
      .innerJoin(user, eq(user.id, subscriptions.userId))
      .where(like(user.email, 'pause-chaos-%'));
    return rows.map((row) => JSON.stringify(row)).sort();
  };

  it('pauses and early resumptions survive any delivery order, duplicates and API failures', async () => {
    const created: Delivery[] = [];
    const people: { cookie: string; subscriptionId: string; index: number }[] = [];
    for (let i = 0; i < members; i++) {
      const member = await signedInMember(t, { email: `pause-chaos-${i}@example.com` });
      await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } });
      const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
      const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId: 'monthly' });
      created.push(stripe.event('customer.subscription.created', { id: subscription.id }));
      people.push({ cookie: member.cookie, subscriptionId: subscription.id, index: i });
    }
    for (const event of created) await deliver(event);
    await applied(created);

    // Each member's story; Stripe sends an event for every change it makes.
    const events: Delivery[] = [];
    for (const { cookie, subscriptionId, index } of people) {
      const send = (type: string) => events.push(stripe.event(type, { id: subscriptionId }));
      if (index % 3 !== 2) {
        expect((await t.request('/api/billing/pause', { method: 'POST', headers: { cookie }, json: { months: 1 + (index % 3) } })).status).toBe(200);
        send('customer.subscription.paused');
        send('customer.subscription.updated');
      }
      if (index % 3 === 1) {
        expect((await t.request('/api/billing/resume', { method: 'POST', headers: { cookie } })).status).toBe(200);
        send('customer.subscription.resumed');
        send('customer.subscription.updated');
      }
      send('customer.subscription.updated');
    }
    const expected = await state();
    expect(expected.filter((row) => row.includes('"status":"paused"'))).toHaveLength(members / 3);

    // Our rows as they stood before any of it (as if the webhooks were all there is).
    for (const { subscriptionId } of people) {
      await t.services.db.update(subscriptions).set({ status: 'active', resumesAt: null }).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    }
    expect(await state()).not.toEqual(expected);

    const random = seededRandom(20261124);
    const stream = events.flatMap((event) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => event));
    for (let i = stream.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [stream[i], stream[j]] = [stream[j]!, stream[i]!];
    }
    stripe.failNext('GET /v1/subscriptions/:id', 10);
    const queue = [...stream];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) expect((await deliver(next)).status).toBe(200);
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await applied(events);

    expect(await state()).toEqual(expected);
    for (const { cookie, index } of people) {
      const status = await (await t.request('/api/subscription', { headers: { cookie } })).json();
      expect(status.status).toBe(index % 3 === 0 ? 'paused' : 'active');
      expect(status.subscribed).toBe(index % 3 !== 0);
    }
  }, 180_000);
});
