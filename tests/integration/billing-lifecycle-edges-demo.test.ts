import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, promotions, subscriptions } from '@server/db/schema';
import { cacheTags } from '@server/platform/cache/tags';
import { action as cancelPageAction, loader as cancelPageLoader } from '~/routes/payment-plan-cancel';
import { action as paymentPlanAction } from '~/routes/payment-plan';
import { loader as demoPortalLoader } from '~/routes/billing-demo-portal';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext, routeArgs } from '../support/page-context';
import { signedInMember } from '../support/factories';

const day = 24 * 3600 * 1000;

describe('billing lifecycle edges with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function subscribe(cookie: string, planId = 'monthly', promotionCode?: string) {
    const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId, promotionCode } });
    expect(res.status).toBe(200);
    const sessionId = new URL((await res.json()).url).pathname.split('/').pop()!;
    expect((await t.request(`/api/billing/demo/sessions/${sessionId}/complete`, { method: 'POST', headers: { cookie } })).status).toBe(200);
  }
  const post = (cookie: string, path: string, json?: unknown) =>
    t.request(`/api/billing/${path}`, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });
  const status = async (cookie: string) => (await t.request('/api/subscription', { headers: { cookie } })).json();
  const rowOf = async (userId: string) => (await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const invoicesOf = (userId: string) => t.services.db.select().from(invoices).where(eq(invoices.userId, userId));
  const contextOf = (member: { id: string; email: string }) =>
    pageContext({
      services: t.services,
      viewer: { userId: member.id, sessionId: 'test', email: member.email, firstName: 'Ada', lastName: 'Lovelace', role: 'member' },
    });
  const formPost = (path: string, fields: Record<string, string>) =>
    new Request(new URL(path, testOrigin), { method: 'POST', headers: { origin: testOrigin }, body: new URLSearchParams(fields) });

  it('a paused member cancels without resuming: the paid time left runs from now, then it ends, and nothing is charged', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    const before = await rowOf(member.id);
    expect((await post(member.cookie, 'pause', { months: 2 })).status).toBe(200);
    const paused = await rowOf(member.id);

    const res = await post(member.cookie, 'cancel', { reason: 'taking_a_break' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ subscribed: true, status: 'active', cancelAtPeriodEnd: true, resumesAt: null });
    const credit = before.currentPeriodEnd.getTime() - paused.pausedAt!.getTime();
    expect(Math.abs(new Date(body.currentPeriodEnd).getTime() - (Date.now() + credit))).toBeLessThan(60_000);
    // The pause stays on record (once in 12 months), and no invoice was added.
    expect((await rowOf(member.id)).pausedAt).toEqual(paused.pausedAt);
    expect(await invoicesOf(member.id)).toHaveLength(1);
    expect((await post(member.cookie, 'cancel', { reason: 'taking_a_break' })).status).toBe(409);
  });

  it('the cancellation page: a paused member sees when access would end and cancels; Continue with no reason says why', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    await post(member.cookie, 'pause', { months: 1 });
    const load = async (search: string) =>
      cancelPageLoader(routeArgs(new Request(new URL(`/payment-plan/cancel${search}`, testOrigin)), await contextOf(member)));

    // "Continue" without a reason sends only the comment box: refused beside the reasons, the comment kept.
    const refused = await load('?comment=Exams+first');
    expect(refused.reasonErrors).toEqual({ reason: 'Choose the reason that fits best' });
    expect(refused.feedback).toBeNull();
    expect(refused.typedComment).toBe('Exams first');
    // The first visit has no error.
    expect((await load('')).reasonErrors).toEqual({});

    const chosen = await load('?reason=taking_a_break&comment=');
    expect(chosen.feedback).toEqual({ reason: 'taking_a_break' });
    expect(chosen.status.status).toBe('paused');
    const accessUntil = new Date(chosen.accessUntil!);
    const answer = (await cancelPageAction({
      request: formPost('/payment-plan/cancel', { intent: 'cancel', reason: 'taking_a_break' }),
      context: await contextOf(member),
      params: {},
    } as never)) as { data: { ok: boolean; message: string } };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.message).toMatch(/^Your membership is cancelled\. Your pause has ended .* You keep access until \d{1,2} \w+ \d{4}\.$/);
    expect(Math.abs((await rowOf(member.id)).currentPeriodEnd.getTime() - accessUntil.getTime())).toBeLessThan(60_000);
  });

  it('a membership cancelled at period end is resumed from the payment plan (no JavaScript) and by the API', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    expect((await post(member.cookie, 'cancel', { reason: 'too_expensive' })).status).toBe(200);
    const resumed = (await paymentPlanAction(routeArgs(formPost('/payment-plan', { intent: 'undo-cancel' }), await contextOf(member)))) as {
      data: { ok: boolean; message: string };
    };
    expect(resumed.data).toMatchObject({ ok: true, message: expect.stringMatching(/^Your membership is resumed: it renews on \d{1,2} \w+ \d{4}\.$/) });
    expect(await status(member.cookie)).toMatchObject({ subscribed: true, status: 'active', cancelAtPeriodEnd: false });
    expect((await rowOf(member.id)).canceledAt).toBeNull();
    // Nothing to undo now.
    expect((await post(member.cookie, 'undo-cancel')).status).toBe(409);

    expect((await post(member.cookie, 'cancel', { reason: 'too_expensive' })).status).toBe(200);
    const again = await post(member.cookie, 'undo-cancel');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('card fails, then pay: one invoice per period, the failed one becomes the paid one', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    const [first] = await invoicesOf(member.id);
    expect((await post(member.cookie, 'demo/renewal', { outcome: 'failed' })).status).toBe(200);
    const [failed] = (await invoicesOf(member.id)).filter((invoice) => invoice.status === 'open');
    // The renewal is for the period after the paid one.
    expect(failed!.periodStart).toEqual(first!.periodEnd);

    const paid = await (await post(member.cookie, 'demo/pay')).json();
    expect(paid).toMatchObject({ status: 'active', graceEndsAt: null });
    const all = await invoicesOf(member.id);
    expect(all).toHaveLength(2);
    expect(all.find((invoice) => invoice.id === failed!.id)).toMatchObject({ status: 'paid', periodStart: failed!.periodStart, periodEnd: failed!.periodEnd });
    const periods = all.map((invoice) => invoice.periodStart!.toISOString());
    expect(new Set(periods).size).toBe(2);
    // The subscription runs for the period that invoice covers.
    const row = await rowOf(member.id);
    expect(row.currentPeriodStart).toEqual(failed!.periodStart);
    expect(row.currentPeriodEnd).toEqual(failed!.periodEnd);
  });

  it('a plan switch keeps a discount in force until the same end, as Stripe keeps a coupon; the full-price renewal after it names no code', async () => {
    const member = await signedInMember(t);
    const [promotion] = await t.services.db
      .insert(promotions)
      .values({ code: `SWITCH${Date.now()}`, percentOff: 25, duration: 'repeating', durationInMonths: 3 })
      .returning();
    await subscribe(member.cookie, 'monthly', promotion!.code);
    const [discounted] = await invoicesOf(member.id);
    expect(discounted).toMatchObject({ amount: 1499, discountAmount: 500, promotionCode: promotion!.code });
    const { discountEndsAt } = await rowOf(member.id);
    // The portal says what the switch charges before the member presses it.
    const portal = await demoPortalLoader(routeArgs(new Request(new URL('/billing/demo/portal', testOrigin)), await contextOf(member)));
    expect(portal.planSwitch.prices).toContainEqual({ planId: 'quarterly', amount: 3749, fullAmount: 4999, discountEndsAt: discountEndsAt!.toISOString() });

    expect((await post(member.cookie, 'demo/portal', { action: 'switch', planId: 'quarterly' })).status).toBe(200);
    const switched = (await invoicesOf(member.id)).find((invoice) => invoice.id !== discounted!.id);
    expect(switched).toMatchObject({ amount: 3749, discountAmount: 1250, promotionCode: promotion!.code });
    expect((await status(member.cookie)).price).toEqual({ amount: 3749, fullAmount: 4999, discountEndsAt: discountEndsAt!.toISOString() });

    // The quarter after the switch starts once the three months of the discount are over.
    expect((await post(member.cookie, 'demo/renewal', { outcome: 'paid' })).status).toBe(200);
    const renewal = (await invoicesOf(member.id)).filter((invoice) => invoice.id !== discounted!.id && invoice.id !== switched!.id);
    expect(renewal).toEqual([expect.objectContaining({ amount: 4999, discountAmount: 0, promotionCode: null })]);
  });

  it('a plan switch after a once-only discount has been paid with charges the new plan in full', async () => {
    const member = await signedInMember(t);
    const [promotion] = await t.services.db.insert(promotions).values({ code: `ONCE${Date.now()}`, percentOff: 25, duration: 'once' }).returning();
    await subscribe(member.cookie, 'monthly', promotion!.code);
    const portal = await demoPortalLoader(routeArgs(new Request(new URL('/billing/demo/portal', testOrigin)), await contextOf(member)));
    expect(portal.planSwitch.prices).toContainEqual({ planId: 'quarterly', amount: 4999, fullAmount: 4999, discountEndsAt: null });
    expect((await post(member.cookie, 'demo/portal', { action: 'switch', planId: 'quarterly' })).status).toBe(200);
    const switched = (await invoicesOf(member.id)).filter((invoice) => invoice.amount === 4999);
    expect(switched).toEqual([expect.objectContaining({ discountAmount: 0, promotionCode: null })]);
    expect((await status(member.cookie)).price).toEqual({ amount: 4999, fullAmount: 4999, discountEndsAt: null });
  });

  it('refuses a plan switch while a payment has failed, saying why, and changes nothing', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    expect((await post(member.cookie, 'demo/renewal', { outcome: 'failed' })).status).toBe(200);
    const before = { row: await rowOf(member.id), invoices: await invoicesOf(member.id) };
    // The portal gives the same reason in place of the plans.
    const portal = await demoPortalLoader(routeArgs(new Request(new URL('/billing/demo/portal', testOrigin)), await contextOf(member)));
    expect(portal.planSwitch).toEqual({ refusal: 'Your last payment failed. Pay it from your payment plan before you change plan.', prices: [] });

    const refused = await post(member.cookie, 'demo/portal', { action: 'switch', planId: 'quarterly' });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('Your last payment failed. Pay it from your payment plan before you change plan.');
    expect(await rowOf(member.id)).toEqual(before.row);
    expect(await invoicesOf(member.id)).toEqual(before.invoices);
  });

  it('refuses a plan switch while the membership is set to end: the switch would undo the cancellation and charge a new period', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    expect((await post(member.cookie, 'cancel', { reason: 'too_expensive' })).status).toBe(200);
    const before = { row: await rowOf(member.id), invoices: await invoicesOf(member.id) };
    const reason = 'Your membership ends at the end of this period. Resume it first if you want to change plan.';
    const portal = await demoPortalLoader(routeArgs(new Request(new URL('/billing/demo/portal', testOrigin)), await contextOf(member)));
    expect(portal.planSwitch).toEqual({ refusal: reason, prices: [] });

    const refused = await post(member.cookie, 'demo/portal', { action: 'switch', planId: 'quarterly' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(reason);
    expect(await rowOf(member.id)).toEqual(before.row);
    expect(await invoicesOf(member.id)).toEqual(before.invoices);

    // Resumed, the plans are on offer again.
    expect((await post(member.cookie, 'undo-cancel')).status).toBe(200);
    const resumed = await demoPortalLoader(routeArgs(new Request(new URL('/billing/demo/portal', testOrigin)), await contextOf(member)));
    expect(resumed.planSwitch.refusal).toBeNull();
    expect(resumed.planSwitch.prices.map((price) => price.planId)).toContain('quarterly');
  });

  it('the portal says why a simulated renewal cannot run, the reason the renewal itself gives', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    const portalOf = async () => demoPortalLoader(routeArgs(new Request(new URL('/billing/demo/portal', testOrigin)), await contextOf(member)));
    expect((await portalOf()).renewalRefusal).toBeNull();

    expect((await post(member.cookie, 'cancel', { reason: 'too_expensive' })).status).toBe(200);
    const ending = 'Your membership ends at the end of this period, so it does not renew.';
    expect((await portalOf()).renewalRefusal).toBe(ending);
    const refused = await post(member.cookie, 'demo/renewal', { outcome: 'paid' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(ending);

    expect((await post(member.cookie, 'undo-cancel')).status).toBe(200);
    expect((await post(member.cookie, 'demo/renewal', { outcome: 'failed' })).status).toBe(200);
    expect((await portalOf()).renewalRefusal).toBe('Your last payment failed. Pay it before the next renewal.');
  });

  it('refuses a plan switch during a pause, saying why, and changes nothing', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    expect((await post(member.cookie, 'pause', { months: 1 })).status).toBe(200);
    const before = { row: await rowOf(member.id), invoices: await invoicesOf(member.id) };

    const refused = await post(member.cookie, 'demo/portal', { action: 'switch', planId: 'quarterly' });
    // The plan guard refuses a paused member every write, a switch included: a new paid period would end the pause unasked.
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('Your membership is paused. Resume it from your payment plan to use this.');
    expect(await rowOf(member.id)).toEqual(before.row);
    expect(await invoicesOf(member.id)).toEqual(before.invoices);
  });

  it('the status says what the membership costs and until when: the discounted price, the full price, the discount end', async () => {
    const member = await signedInMember(t);
    const [promotion] = await t.services.db
      .insert(promotions)
      .values({ code: `PRICE${Date.now()}`, percentOff: 25, duration: 'repeating', durationInMonths: 3 })
      .returning();
    await subscribe(member.cookie, 'monthly', promotion!.code);
    const row = await rowOf(member.id);
    const body = await status(member.cookie);
    expect(body.price).toEqual({ amount: 1499, fullAmount: 1999, discountEndsAt: row.discountEndsAt!.toISOString() });
    expect(row.discountEndsAt!.getTime()).toBeGreaterThan(Date.now() + 80 * day);

    // Once the discount has ended, the next payment is the full price, with no end to state.
    await t.services.db.update(subscriptions).set({ discountEndsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, row.id));
    t.services.invalidations.publish([cacheTags.member(member.id)]);
    expect((await status(member.cookie)).price).toEqual({ amount: 1999, fullAmount: 1999, discountEndsAt: null });
  });
});
