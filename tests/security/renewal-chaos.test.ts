import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '@server/db/client';
import { billingCustomers, emailOutbox, subscriptions, user, webhookEvents } from '@server/db/schema';
import { gracePeriodJob } from '@server/features/billing/grace-period';
import type { TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { deliverEvent, seededRandom, startStripeTestApp, type SignedEvent } from '../support/stripe-test-app';

const members = 12;
const day = 24 * 3600 * 1000;
type Delivery = SignedEvent;
/** Each member's renewal: still failing, failed then paid with a new card, or paid first time. */
const outcomes = ['failed', 'paid-after-failure', 'paid'] as const;


/**
 * Failed and paid renewal events, duplicated, shuffled and delivered concurrently, while
 * Stripe's API fails now and then: each member ends as Stripe's final state says, a
 * grace period starts once (one email, one set of jobs) for those still failing, and none
 * for those who paid.
 */
describe('renewal chaos: failed and paid invoice events out of order converge', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  const events: Delivery[] = [];
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
    for (let i = 0; i < members; i++) {
      const outcome = outcomes[i % 3]!;
      const member = await signedInMember(t, { email: `renewal-chaos-${outcome}-${i}@example.com` });
      await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } });
      const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
      const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId: 'monthly' });
      const first = stripe.createInvoice({ subscription });
      events.push(stripe.event('customer.subscription.created', { id: subscription.id }), stripe.event('invoice.paid', { id: first.id }));
      if (outcome === 'paid') {
        const renewal = stripe.createInvoice({ subscription });
        events.push(stripe.event('invoice.paid', { id: renewal.id }));
      } else {
        const renewal = stripe.failRenewal(subscription.id);
        events.push(stripe.event('invoice.payment_failed', { id: renewal.id }), stripe.event('invoice.payment_failed', { id: renewal.id }));
        if (outcome === 'paid-after-failure') {
          stripe.payInvoice(renewal.id);
          events.push(stripe.event('invoice.paid', { id: renewal.id }));
        }
      }
      events.push(stripe.event('customer.subscription.updated', { id: subscription.id }));
    }
  }, 120_000);
  afterAll(() => close());

  it('ends with each member in Stripe’s final state, one grace period for each still failing', async () => {
    const random = seededRandom(20261124);
    const stream = events.flatMap((event) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => event));
    for (let i = stream.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [stream[i], stream[j]] = [stream[j]!, stream[i]!];
    }
    stripe.failNext('GET /v1/subscriptions/:id', 10);
    stripe.failNext('GET /v1/invoices/:id', 10);
    const deliver = (d: Delivery) => deliverEvent(t, d);
    const queue = [...stream];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) expect((await deliver(next)).status).toBe(200);
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await vi.waitFor(
      async () => {
        const rows = await t.services.db.select({ processedAt: webhookEvents.processedAt }).from(webhookEvents);
        expect(rows.filter((row) => row.processedAt).length).toBe(events.length);
      },
      { timeout: 120_000, interval: 250 },
    );

    const rows = await t.services.db
      .select({ email: user.email, status: subscriptions.status, graceEndsAt: subscriptions.graceEndsAt, id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .innerJoin(user, eq(user.id, subscriptions.userId))
      .where(like(user.email, 'renewal-chaos-%'));
    expect(rows).toHaveLength(members);
    for (const row of rows) {
      const failing = row.email.startsWith('renewal-chaos-failed-');
      const mail = await t.services.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, row.email));
      const failures = mail.filter((m) => m.subject === 'Your payment did not go through').length;
      const [jobs] = await selectRows<{ n: number }>(
        t.services.db,
        sql`select count(*)::int as n from pgboss.job where name = ${gracePeriodJob.name} and data->>'providerSubscriptionId' = ${row.id}`,
      );
      if (failing) {
        expect(row.status, row.email).toBe('past_due');
        expect(Math.abs(row.graceEndsAt!.getTime() - (Date.now() + 7 * day))).toBeLessThan(5 * 60_000);
        expect(failures, row.email).toBe(1);
        expect(jobs?.n, row.email).toBe(3);
      } else {
        expect(row.status, row.email).toBe('active');
        expect(row.graceEndsAt).toBeNull();
        expect(failures, row.email).toBe(0);
      }
    }
  }, 180_000);
});
