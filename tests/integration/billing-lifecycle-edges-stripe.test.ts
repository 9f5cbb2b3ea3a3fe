import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, promotions, subscriptions } from '@server/db/schema';
import type { TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { applyEvent, startStripeSubscriber, startStripeTestApp, type SignedEvent } from '../support/stripe-test-app';

describe('billing lifecycle edges with Stripe (local fake API)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
  });
  afterAll(() => close());
  const apply = (event: SignedEvent) => applyEvent(t, event);

  const stripeSubscriber = () => startStripeSubscriber(t, stripe);
  const post = (cookie: string, path: string, json?: unknown) =>
    t.request(`/api/billing/${path}`, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });

  it('a paused member cancels without resuming: Stripe gets the credit as a free period and cancels at its end', async () => {
    const { member, subscription } = await stripeSubscriber();
    const periodEnd = subscription.end * 1000;
    expect((await post(member.cookie, 'pause', { months: 1 })).status).toBe(200);
    const pausedAt = new Date(stripe.subscriptionJson(subscription.id).metadata.pausedAt!).getTime();

    const res = await post(member.cookie, 'cancel', { reason: 'got_an_offer' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ subscribed: true, status: 'active', cancelAtPeriodEnd: true });
    const onStripe = stripe.subscriptionJson(subscription.id);
    expect(onStripe).toMatchObject({ pause_collection: null, cancel_at_period_end: true });
    // Access ends when the paid time left at the pause, counted from now, runs out: Stripe's trial end.
    expect(new Date(body.currentPeriodEnd).getTime()).toBe(onStripe.trial_end! * 1000);
    expect(Math.abs(new Date(body.currentPeriodEnd).getTime() - (Date.now() + (periodEnd - pausedAt)))).toBeLessThan(60_000);

    // The webhooks that follow re-read the same state.
    await apply(stripe.event('customer.subscription.updated', { id: subscription.id }));
    expect((await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json()).cancelAtPeriodEnd).toBe(true);
  });

  it('undoing a cancellation clears cancel_at_period_end at Stripe', async () => {
    const { member, subscription } = await stripeSubscriber();
    expect((await post(member.cookie, 'cancel', { reason: 'not_using_it' })).status).toBe(200);
    expect(stripe.subscriptionJson(subscription.id).cancel_at_period_end).toBe(true);
    const res = await post(member.cookie, 'undo-cancel');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
    expect(stripe.subscriptionJson(subscription.id).cancel_at_period_end).toBe(false);
  });

  it('an invoice names a promotion code only when its discount took something off', async () => {
    const coach = await signedInMember(t, { role: 'admin' });
    const created = await t.request('/api/admin/promotions', {
      method: 'POST',
      headers: { cookie: coach.cookie },
      json: { code: `ZERO-${Math.random().toString(36).slice(2, 8)}`.toUpperCase(), percentOff: 25, duration: 'forever' },
    });
    expect(created.status).toBe(201);
    const { promotion } = (await created.json()) as { promotion: { id: string; code: string } };
    const [row] = await t.services.db.select().from(promotions).where(eq(promotions.id, promotion.id));

    const { member, subscription } = await stripeSubscriber();
    stripe.applyPromotionCode(subscription.id, row!.stripePromotionCodeId!);
    const discounted = stripe.createInvoice({ subscription });
    // After a plan switch Stripe can still list the discount on a full-price invoice, with nothing taken off.
    const fullPrice = stripe.createInvoice({ subscription });
    stripe.updateInvoice(fullPrice.id, { amount: 1999, discount: { amount: 0, promotionCode: row!.stripePromotionCodeId! } });
    await apply(stripe.event('invoice.paid', { id: discounted.id }));
    await apply(stripe.event('invoice.paid', { id: fullPrice.id }));

    const stored = await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(stored.find((invoice) => invoice.providerInvoiceId === discounted.id)).toMatchObject({ discountAmount: 500, promotionCode: promotion.code });
    expect(stored.find((invoice) => invoice.providerInvoiceId === fullPrice.id)).toMatchObject({ amount: 1999, discountAmount: 0, promotionCode: null });
    expect((await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)))[0]!.promotionId).toBe(promotion.id);
  });
});
