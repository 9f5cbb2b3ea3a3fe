import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, promotionRedemptions, promotions, subscriptions } from '@server/db/schema';
import type { TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { applyEvent, startStripeTestApp, type SignedEvent } from '../support/stripe-test-app';

const uniqueCode = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

describe('promotion codes with Stripe (local fake API, signed webhooks)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  let coach: { cookie: string };
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
    coach = await signedInMember(t, { role: 'admin' });
  });
  afterAll(() => close());
  const apply = (event: SignedEvent) => applyEvent(t, event);

  async function createCode(body: Record<string, unknown>) {
    const res = await t.request('/api/admin/promotions', { method: 'POST', headers: { cookie: coach.cookie }, json: body });
    expect(res.status).toBe(201);
    const { promotion } = (await res.json()) as { promotion: { id: string; code: string } };
    const [row] = await t.services.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    return row!;
  }

  const checkout = (cookie: string, planId: string, promotionCode?: string) =>
    t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId, promotionCode } });

  it('mirrors a promotion as a Stripe coupon and promotion code', async () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const row = await createCode({ code: uniqueCode('rep'), amountOff: 500, duration: 'repeating', durationInMonths: 3, maxRedemptions: 50, expiresAt });
    const coupon = stripe.coupons.get(row.stripeCouponId!);
    expect(coupon).toMatchObject({ amount_off: 500, currency: 'gbp', percent_off: null, duration: 'repeating', duration_in_months: 3 });
    expect(stripe.promotionCodes.get(row.stripePromotionCodeId!)).toMatchObject({
      code: row.code,
      coupon: coupon!.id,
      max_redemptions: 50,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  it('refuses with 409 a code Stripe already holds, leaving no coupon behind', async () => {
    const code = uniqueCode('dash');
    const coupon = await (await fetch(`${stripe.url}/v1/coupons`, { method: 'POST', body: new URLSearchParams({ percent_off: '5', duration: 'once' }) })).json();
    await fetch(`${stripe.url}/v1/promotion_codes`, { method: 'POST', body: new URLSearchParams({ code, 'promotion[type]': 'coupon', 'promotion[coupon]': coupon.id }) });
    const couponsBefore = stripe.coupons.size;
    const res = await t.request('/api/admin/promotions', { method: 'POST', headers: { cookie: coach.cookie }, json: { code, percentOff: 10, duration: 'once' } });
    expect(res.status).toBe(409);
    expect(stripe.coupons.size).toBe(couponsBefore);
    expect(await t.services.db.select().from(promotions).where(eq(promotions.code, code))).toEqual([]);
  });

  it('20% off Quarterly: checkout carries the promotion code; invoice 3999 with the code in history, redemption recorded once', async () => {
    const row = await createCode({ code: uniqueCode('twenty'), percentOff: 20, duration: 'once', planIds: ['quarterly'] });
    const member = await signedInMember(t);
    expect((await checkout(member.cookie, 'quarterly', row.code.toLowerCase())).status).toBe(200);
    const session = stripe.checkoutSessions.find((s) => s.client_reference_id === member.id);
    expect(session).toMatchObject({ 'discounts[0][promotion_code]': row.stripePromotionCodeId });

    // Stripe's checkout applies the code: the subscription and its first invoice carry it.
    const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
    const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId: 'quarterly' });
    stripe.applyPromotionCode(subscription.id, row.stripePromotionCodeId!);
    const invoice = stripe.createInvoice({ subscription });
    await apply(stripe.event('checkout.session.completed', { id: 'cs_promo', subscription: subscription.id, invoice: invoice.id }));
    await apply(stripe.event('customer.subscription.updated', { id: subscription.id }));

    const status = await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json();
    expect(status).toMatchObject({ subscribed: true, planId: 'quarterly', amount: 3999 });
    expect(status.billingHistory).toEqual([expect.objectContaining({ amount: 3999, discountAmount: 1000, promotionCode: row.code, status: 'paid' })]);
    const [stored] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(stored?.promotionId).toBe(row.id);
    expect(stored?.discountEndsAt?.getTime()).toBe(stored?.currentPeriodEnd.getTime());

    const [counted] = await t.services.db.select().from(promotions).where(eq(promotions.id, row.id));
    expect(counted?.timesRedeemed).toBe(1);
    expect(await t.services.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, row.id))).toHaveLength(1);
    const list = await (await t.request('/api/admin/promotions', { headers: { cookie: coach.cookie } })).json();
    expect(list.promotions.find((p: { code: string }) => p.code === row.code)).toMatchObject({ timesRedeemed: 1, revenue: 3999 });
  });

  it('records a redemption once however often, and in whatever order, Stripe tells of it', async () => {
    const row = await createCode({ code: uniqueCode('once'), percentOff: 10, duration: 'forever', maxRedemptions: 1 });
    const member = await signedInMember(t);
    expect((await checkout(member.cookie, 'monthly', row.code)).status).toBe(200);
    const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
    const subscription = stripe.createSubscription({ customer: customer!.customerId, userId: member.id, planId: 'monthly' });
    stripe.applyPromotionCode(subscription.id, row.stripePromotionCodeId!);
    const invoice = stripe.createInvoice({ subscription });
    await Promise.all([
      apply(stripe.event('customer.subscription.created', { id: subscription.id })),
      apply(stripe.event('customer.subscription.updated', { id: subscription.id })),
      apply(stripe.event('invoice.paid', { id: invoice.id })),
    ]);
    const [counted] = await t.services.db.select().from(promotions).where(eq(promotions.id, row.id));
    expect(counted?.timesRedeemed).toBe(1);
    const [stored] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(stored).toMatchObject({ promotionId: row.id, discountEndsAt: null, amount: 1799 });
    // Used up now: the next member is refused before Stripe is asked.
    const next = await signedInMember(t);
    expect((await checkout(next.cookie, 'monthly', row.code)).status).toBe(422);
  });

  it('refuses expired, used-up, wrong-plan and reused codes with a 422 and no Stripe checkout session', async () => {
    const member = await signedInMember(t);
    const expired = await createCode({ code: uniqueCode('old'), percentOff: 20, duration: 'once' });
    await t.services.db.update(promotions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(promotions.id, expired.id));
    const usedUp = await createCode({ code: uniqueCode('one'), percentOff: 20, duration: 'once', maxRedemptions: 1 });
    await t.services.db.update(promotions).set({ timesRedeemed: 1 }).where(eq(promotions.id, usedUp.id));
    const quarterly = await createCode({ code: uniqueCode('qtr'), percentOff: 20, duration: 'once', planIds: ['quarterly'] });
    const reused = await createCode({ code: uniqueCode('again'), percentOff: 20, duration: 'once' });
    await t.services.db.insert(promotionRedemptions).values({ promotionId: reused.id, userId: member.id, providerSubscriptionId: 'sub_before' });

    for (const [code, planId, message] of [
      [expired.code, 'quarterly', /expired/],
      [usedUp.code, 'quarterly', /used up/],
      [quarterly.code, 'monthly', /not valid/],
      [reused.code, 'monthly', /already used/],
    ] as const) {
      const res = await checkout(member.cookie, planId, code);
      expect(res.status).toBe(422);
      expect((await res.json()).error.fields.promotionCode).toMatch(message);
    }
    expect(stripe.checkoutSessions.filter((s) => s.client_reference_id === member.id)).toEqual([]);
  });
});
