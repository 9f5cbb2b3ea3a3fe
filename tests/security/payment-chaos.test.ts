import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '@server/db/client';
import { billingCustomers, invoices, subscriptions, user, webhookEvents } from '@server/db/schema';
import { stripeEventJob } from '@server/features/billing/stripe-webhook';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { startFakeStripe, webhookSecret, type FakeStripe } from '../support/fake-stripe';
import { seededRandom } from '../support/stripe-test-app';

const members = 30;
const plansCycle = ['monthly', 'quarterly', 'half-year'] as const;


type Delivery = { payload: string; signature: string };

/**
 * The same story for every run: members check out, pay, some cancel at period end, some
 * fail a payment, some are deleted. Stripe's state is final before delivery, as it would
 * be by the time late or redelivered events arrive.
 */
async function buildScenario(t: TestApp, stripe: FakeStripe) {
  const events: Delivery[] = [];
  for (let i = 0; i < members; i++) {
    const planId = plansCycle[i % 3]!;
    const member = await signedInMember(t, { email: `chaos-${i}@example.com` });
    await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId } });
    const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
    const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId });
    const first = stripe.createInvoice({ subscription });
    const renewal = stripe.createInvoice({ subscription, status: i % 4 === 1 ? 'open' : 'paid' });
    events.push(
      stripe.event('checkout.session.completed', { id: `cs_${i}`, subscription: subscription.id, invoice: first.id }),
      stripe.event('customer.subscription.created', { id: subscription.id }),
      stripe.event('invoice.finalized', { id: first.id }),
      stripe.event('invoice.paid', { id: first.id }),
      stripe.event('invoice.finalized', { id: renewal.id }),
      stripe.event(i % 4 === 1 ? 'invoice.payment_failed' : 'invoice.paid', { id: renewal.id }),
    );
    if (i % 4 === 1) stripe.updateSubscription(subscription.id, { status: 'past_due' });
    if (i % 5 === 2) {
      stripe.updateSubscription(subscription.id, { cancel_at_period_end: true });
      events.push(stripe.event('customer.subscription.updated', { id: subscription.id }));
    }
    if (i % 7 === 3) {
      stripe.updateSubscription(subscription.id, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
      events.push(stripe.event('customer.subscription.deleted', { id: subscription.id }));
    }
    events.push(stripe.event('customer.subscription.updated', { id: subscription.id }));
  }
  return events;
}

/** Subscriptions and invoices per member email: what both runs must agree on. */
async function billingState(t: TestApp) {
  const subs = await t.services.db
    .select({ email: user.email, planId: subscriptions.planId, status: subscriptions.status, cancel: subscriptions.cancelAtPeriodEnd, amount: subscriptions.amount })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(like(user.email, 'chaos-%'));
  const invs = await t.services.db
    .select({ email: user.email, status: invoices.status, amount: invoices.amount })
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .where(like(user.email, 'chaos-%'));
  const sort = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return { subscriptions: sort(subs), invoices: sort(invs) };
}

async function newRun() {
  const stripe = await startFakeStripe();
  const t = await createTestApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  const deliver = (d: Delivery) =>
    t.request('/api/webhooks/stripe', { method: 'POST', body: d.payload, headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' } });
  return { t, stripe, deliver, events: await buildScenario(t, stripe) };
}

/**
 * How long a job may take to succeed after failing `failures` times in a row: the queue's
 * doubling delays between the tries. On a busy machine the injected failures are spread over
 * more time, so one event's job can meet several of them in turn.
 */
const retryWindowMs = (failures: number) => {
  const { delaySeconds, backoff } = stripeEventJob.retry;
  const delays = Array.from({ length: failures }, (_, retry) => delaySeconds * (backoff ? 2 ** retry : 1));
  return delays.reduce((sum, delay) => sum + delay, 0) * 1000;
};
/** Six failures in a row for one event (2 + 4 + … + 64 s), and a minute to spare. */
const appliedWithinMs = retryWindowMs(6) + 60_000;

/** Waits until the job worker has applied every distinct event of the run; if not, says where the rest are. */
async function allApplied(run: Awaited<ReturnType<typeof newRun>>) {
  await vi.waitFor(
    async () => {
      const rows = await run.t.services.db.select({ processedAt: webhookEvents.processedAt }).from(webhookEvents);
      const applied = rows.filter((row) => row.processedAt).length;
      if (applied === run.events.length) return;
      const pending = await selectRows<{ state: string; retries: number; jobs: number }>(
        run.t.services.db,
        sql`select state, retry_count as retries, count(*)::int as jobs from pgboss.job where name = ${stripeEventJob.name} and state <> 'completed' group by 1, 2 order by 1, 2`,
      );
      expect(applied, `events applied; jobs not completed: ${JSON.stringify(pending)}`).toBe(run.events.length);
    },
    { timeout: appliedWithinMs, interval: 250 },
  );
}

describe('payment chaos: duplicated, shuffled, concurrent webhooks converge', () => {
  let clean: Awaited<ReturnType<typeof newRun>>;
  let chaos: Awaited<ReturnType<typeof newRun>>;
  beforeAll(async () => {
    [clean, chaos] = [await newRun(), await newRun()];
  }, 120_000);
  afterAll(async () => {
    for (const run of [clean, chaos]) {
      await run.t.close();
      await run.stripe.close();
    }
  });

  it('ends in the same subscriptions and invoices as the clean in-order stream', async () => {
    for (const event of clean.events) expect((await clean.deliver(event)).status).toBe(200);
    await allApplied(clean);
    const expected = await billingState(clean.t);
    expect(expected.subscriptions).toHaveLength(members);

    const random = seededRandom(20261122);
    const stream = chaos.events.flatMap((event) => Array.from({ length: 1 + Math.floor(random() * 3) }, () => event));
    for (let i = stream.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [stream[i], stream[j]] = [stream[j]!, stream[i]!];
    }
    // Stripe's API fails now and then: the webhook still answers 200 at once, and the job
    // that applies the event fails and is retried by the queue.
    chaos.stripe.failNext('GET /v1/subscriptions/:id', 40);
    chaos.stripe.failNext('GET /v1/invoices/:id', 40);

    const queue = [...stream];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) expect((await chaos.deliver(next)).status).toBe(200);
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await allApplied(chaos);

    expect(chaos.events.length).toBeGreaterThanOrEqual(200);
    const [counted] = await selectRows<{ retried: number }>(
      chaos.t.services.db,
      sql`select count(*)::int as retried from pgboss.job where name = ${stripeEventJob.name} and retry_count > 0`,
    );
    const retried = counted?.retried ?? 0;
    expect(retried, 'the injected API failures must have failed some jobs').toBeGreaterThan(0);
    console.log(`payment-chaos: ${chaos.events.length} distinct events, ${stream.length} deliveries, 8 concurrent, ${retried} jobs retried after injected failures, ${members} members`);
    expect(await billingState(chaos.t)).toEqual(expected);
  }, 2 * appliedWithinMs);
});
