import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingCustomers, emailOutbox, invoices, subscriptions, webhookEvents } from '@server/db/schema';
import type { TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { applyEvent, deliverEvent, startStripeTestApp, type SignedEvent } from '../support/stripe-test-app';

describe('billing with Stripe (local fake API, signed webhooks)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
  });
  afterAll(() => close());
  const apply = (event: SignedEvent) => applyEvent(t, event);
  const deliver = (event: SignedEvent) => deliverEvent(t, event);

  const processedAt = async (event: SignedEvent) => {
    const { id } = JSON.parse(event.payload) as { id: string };
    const [row] = await t.services.db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
    return row?.processedAt ?? null;
  };


  /** A member who went through checkout: their Stripe customer exists and is recorded. */
  async function checkedOutMember(planId: 'monthly' | 'quarterly' | 'half-year' = 'monthly') {
    const member = await signedInMember(t);
    const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId } });
    expect(res.status).toBe(200);
    const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
    const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId });
    const invoice = stripe.createInvoice({ subscription });
    return { member, subscription, invoice, customerId: customer!.customerId };
  }

  const stateOf = async (userId: string) => {
    const [sub] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const invs = await t.services.db.select().from(invoices).where(eq(invoices.userId, userId));
    return {
      subscription: sub && { planId: sub.planId, status: sub.status, cancelAtPeriodEnd: sub.cancelAtPeriodEnd, amount: sub.amount },
      invoices: invs.map((i) => ({ status: i.status, amount: i.amount })),
    };
  };

  it('creates a Checkout Session tied to the member, reusing their customer', async () => {
    const member = await signedInMember(t);
    const first = await (await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'quarterly' } })).json();
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } });
    const sessions = stripe.checkoutSessions.filter((s) => s.client_reference_id === member.id);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ mode: 'subscription', 'line_items[0][price]': 'price_quarterly', 'subscription_data[metadata][userId]': member.id });
    expect(sessions[0]!.customer).toBe(sessions[1]!.customer);
  });

  it('refuses a bad signature with 400 and writes or queues nothing', async () => {
    const { subscription } = await checkedOutMember();
    const event = stripe.event('customer.subscription.created', { id: subscription.id });
    const before = (await t.services.db.select().from(webhookEvents)).length;
    for (const signature of ['t=1,v1=deadbeef', '', event.signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`)]) {
      const res = await deliver({ payload: event.payload, signature });
      expect(res.status).toBe(400);
    }
    const tampered = await deliver({ payload: event.payload.replace('subscription.created', 'subscription.deleted'), signature: event.signature });
    expect(tampered.status).toBe(400);
    expect(await t.services.db.select().from(webhookEvents)).toHaveLength(before);
    expect(await t.services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscription.id))).toHaveLength(0);
  });

  it('subscribes the member from the events, with the invoice in their billing history', async () => {
    const { member, subscription, invoice } = await checkedOutMember('half-year');
    for (const event of [
      stripe.event('checkout.session.completed', { id: 'cs_x', subscription: subscription.id, invoice: invoice.id }),
      stripe.event('customer.subscription.created', { id: subscription.id }),
      stripe.event('invoice.paid', { id: invoice.id }),
    ]) {
      await apply(event);
    }
    const status = await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json();
    expect(status).toMatchObject({ subscribed: true, planId: 'half-year', amount: 9499, currency: 'gbp', billingInterval: '6month' });
    expect(status.billingHistory).toEqual([
      expect.objectContaining({ amount: 9499, status: 'paid', invoiceUrl: `https://invoice.stripe.test/${invoice.id}` }),
    ]);
    const portal = await (await t.request('/api/billing/portal', { method: 'POST', headers: { cookie: member.cookie } })).json();
    expect(portal.url).toBe('https://billing.stripe.test/portal');
  });

  it('the same event delivered five times has one effect', async () => {
    const { member, invoice } = await checkedOutMember();
    const event = stripe.event('invoice.paid', { id: invoice.id });
    await apply(event);
    for (let i = 0; i < 4; i++) expect(await (await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id))).toHaveLength(1);
    const receipts = await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email));
    expect(receipts.filter((m) => m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('events delivered in reverse order end in the same state as in order', async () => {
    const scenario = async (reverse: boolean) => {
      const { member, subscription, invoice } = await checkedOutMember('quarterly');
      const events = [
        stripe.event('checkout.session.completed', { id: 'cs_y', subscription: subscription.id }),
        stripe.event('customer.subscription.created', { id: subscription.id }),
        stripe.event('invoice.paid', { id: invoice.id }),
      ];
      stripe.updateSubscription(subscription.id, { cancel_at_period_end: true });
      events.push(stripe.event('customer.subscription.updated', { id: subscription.id }));
      for (const event of reverse ? events.reverse() : events) await apply(event);
      return stateOf(member.id);
    };
    const inOrder = await scenario(false);
    expect(inOrder.subscription).toEqual({ planId: 'quarterly', status: 'active', cancelAtPeriodEnd: true, amount: 4999 });
    expect(await scenario(true)).toEqual(inOrder);
  });

  it('a deleted subscription unsubscribes the member', async () => {
    const { member, subscription } = await checkedOutMember();
    await apply(stripe.event('customer.subscription.created', { id: subscription.id }));
    expect((await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json()).subscribed).toBe(true);
    stripe.updateSubscription(subscription.id, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    await apply(stripe.event('customer.subscription.deleted', { id: subscription.id }));
    expect((await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json()).subscribed).toBe(false);
  });

  it('answers at once while Stripe’s API fails, and the queue retries the event until it applies', async () => {
    const { member, subscription } = await checkedOutMember();
    const event = stripe.event('customer.subscription.created', { id: subscription.id });
    stripe.failNext('GET /v1/subscriptions/:id', 3); // more than the SDK's own retries
    expect((await deliver(event)).status).toBe(200);
    expect((await stateOf(member.id)).subscription).toBeUndefined();
    await vi.waitFor(async () => expect(await processedAt(event)).toBeInstanceOf(Date), { timeout: 30_000, interval: 50 });
    expect((await stateOf(member.id)).subscription?.status).toBe('active');
    expect(t.logLines.some((line) => line.includes('job failed'))).toBe(true);
  }, 40_000);

  it('a failed payment emails the member and keeps access while Stripe retries', async () => {
    const { member, subscription, invoice } = await checkedOutMember();
    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    stripe.updateInvoice(invoice.id, { status: 'open' });
    await apply(stripe.event('invoice.payment_failed', { id: invoice.id }));
    const mail = await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, member.email));
    expect(mail.map((m) => m.subject)).toContain('Your payment did not go through');
    expect((await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json()).subscribed).toBe(true);
  });
});
