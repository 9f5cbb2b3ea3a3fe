import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, demoCheckoutSessions, invoices, promotionRedemptions, promotions, subscriptions } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

const uniqueCode = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

describe('promotion codes with the demo provider', () => {
  let t: TestApp;
  let coach: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp();
    coach = await signedInMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  async function createCode(body: Record<string, unknown>) {
    const res = await t.request('/api/admin/promotions', { method: 'POST', headers: { cookie: coach.cookie }, json: body });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()).promotion as { id: string; code: string };
  }

  const checkout = (cookie: string, planId: string, promotionCode?: string) =>
    t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId, ...(promotionCode === undefined ? {} : { promotionCode }) } });

  async function pay(cookie: string, url: string) {
    const sessionId = new URL(url).pathname.split('/').pop()!;
    return t.request(`/api/billing/demo/sessions/${sessionId}/complete`, { method: 'POST', headers: { cookie } });
  }

  async function sessionsOf(userId: string) {
    return t.services.db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.userId, userId));
  }

  async function expectRefused(res: Response, message: RegExp) {
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.promotionCode).toMatch(message);
  }

  it('creates a code (upper-cased, audit-logged) and refuses a taken code or muddled terms', async () => {
    const code = uniqueCode('spring');
    const created = await createCode({ code: code.toLowerCase(), percentOff: 20, duration: 'once', planIds: ['quarterly'], maxRedemptions: 10 });
    expect(created.code).toBe(code);
    const [audit] = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(audit).toMatchObject({ action: 'billing.promotion.create' });

    const taken = await t.request('/api/admin/promotions', { method: 'POST', headers: { cookie: coach.cookie }, json: { code, percentOff: 10, duration: 'forever' } });
    expect(taken.status).toBe(409);
    const both = await t.request('/api/admin/promotions', {
      method: 'POST',
      headers: { cookie: coach.cookie },
      json: { code: uniqueCode('both'), percentOff: 10, amountOff: 500, duration: 'once' },
    });
    expect(both.status).toBe(400);
    expect((await both.json()).error.fields.percentOff).toMatch(/either/);
    const past = await t.request('/api/admin/promotions', {
      method: 'POST',
      headers: { cookie: coach.cookie },
      json: { code: uniqueCode('past'), percentOff: 10, duration: 'once', expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect((await past.json()).error.fields.expiresAt).toMatch(/future/);
    const noMonths = await t.request('/api/admin/promotions', {
      method: 'POST',
      headers: { cookie: coach.cookie },
      json: { code: uniqueCode('rep'), percentOff: 10, duration: 'repeating' },
    });
    expect((await noMonths.json()).error.fields.durationInMonths).toMatch(/months/);
  });

  it('20% off Quarterly: checkout and first invoice at £39.99, the code in history, receipt and the coach list', async () => {
    const code = uniqueCode('twenty');
    const promotion = await createCode({ code, percentOff: 20, duration: 'once', planIds: ['quarterly'] });
    const member = await signedInMember(t);
    const res = await checkout(member.cookie, 'quarterly', ` ${code.toLowerCase()} `);
    expect(res.status).toBe(200);
    const [session] = await sessionsOf(member.id);
    expect(session?.promotionId).toBe(promotion.id);
    expect((await pay(member.cookie, (await res.json()).url)).status).toBe(200);

    const status = await (await t.request('/api/subscription', { headers: { cookie: member.cookie } })).json();
    expect(status).toMatchObject({ subscribed: true, planId: 'quarterly', amount: 3999 });
    expect(status.billingHistory).toHaveLength(1);
    expect(status.billingHistory[0]).toMatchObject({ amount: 3999, discountAmount: 1000, promotionCode: code, status: 'paid' });

    const [subscription] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(subscription?.promotionId).toBe(promotion.id);
    expect(subscription?.discountEndsAt?.getTime()).toBe(subscription?.currentPeriodEnd.getTime());

    const { messages } = (await (await t.request('/api/dev/mailbox')).json()) as { messages: { to: string; text: string; subject: string }[] };
    const receipt = messages.find((m) => m.to === member.email)!;
    expect(receipt.subject).toBe('Payment received: £39.99');
    expect(receipt.text).toContain(`Discount: ${code}: −£10.00`);

    const list = await (await t.request('/api/admin/promotions', { headers: { cookie: coach.cookie } })).json();
    expect(list.promotions.find((p: { code: string }) => p.code === code)).toMatchObject({ timesRedeemed: 1, revenue: 3999 });
  });

  it('a repeating discount ends N months after the start; a forever one never', async () => {
    const repeating = await createCode({ code: uniqueCode('rep'), amountOff: 500, duration: 'repeating', durationInMonths: 6 });
    const member = await signedInMember(t);
    const res = await checkout(member.cookie, 'monthly', repeating.code);
    expect((await pay(member.cookie, (await res.json()).url)).status).toBe(200);
    const [subscription] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    expect(subscription?.amount).toBe(1499);
    const months = (subscription!.discountEndsAt!.getTime() - subscription!.currentPeriodStart.getTime()) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);

    const forever = await createCode({ code: uniqueCode('ever'), percentOff: 10, duration: 'forever' });
    const other = await signedInMember(t);
    const again = await checkout(other.cookie, 'monthly', forever.code);
    expect((await pay(other.cookie, (await again.json()).url)).status).toBe(200);
    const [kept] = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, other.id));
    expect(kept).toMatchObject({ promotionId: forever.id, discountEndsAt: null, amount: 1799 });
  });

  it('refuses an unknown, expired, used-up, wrong-plan or reused code with a 422 and no checkout', async () => {
    const member = await signedInMember(t);
    await expectRefused(await checkout(member.cookie, 'quarterly', 'NOPE-NOPE'), /recognise/);

    const expired = await createCode({ code: uniqueCode('old'), percentOff: 20, duration: 'once' });
    await t.services.db.update(promotions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(promotions.id, expired.id));
    await expectRefused(await checkout(member.cookie, 'quarterly', expired.code), /expired/);

    const exhausted = await createCode({ code: uniqueCode('one'), percentOff: 20, duration: 'once', maxRedemptions: 1 });
    const first = await signedInMember(t);
    const res = await checkout(first.cookie, 'monthly', exhausted.code);
    expect((await pay(first.cookie, (await res.json()).url)).status).toBe(200);
    await expectRefused(await checkout(member.cookie, 'monthly', exhausted.code), /used up/);

    const quarterlyOnly = await createCode({ code: uniqueCode('qtr'), percentOff: 20, duration: 'once', planIds: ['quarterly'] });
    await expectRefused(await checkout(member.cookie, 'monthly', quarterlyOnly.code), /not valid for the Premium Monthly plan/);

    expect(await sessionsOf(member.id)).toEqual([]);
    const [invoice] = await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id));
    expect(invoice).toBeUndefined();
  });

  it('refuses a code the member has already used', async () => {
    const code = await createCode({ code: uniqueCode('twice'), percentOff: 10, duration: 'once' });
    const member = await signedInMember(t);
    const res = await checkout(member.cookie, 'monthly', code.code);
    expect((await pay(member.cookie, (await res.json()).url)).status).toBe(200);
    // Their subscription ends; coming back, the same code is theirs no more.
    await t.services.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, member.id));
    await t.services.invalidations.publish([`member:${member.id}`]);
    await expectRefused(await checkout(member.cookie, 'monthly', code.code), /already used/);
  });

  it('two members paying with a 1-use code at once: one redemption, the other refused and not charged', async () => {
    const code = await createCode({ code: uniqueCode('race'), percentOff: 50, duration: 'once', maxRedemptions: 1 });
    const members = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    const urls = await Promise.all(
      members.map(async (member) => {
        const res = await checkout(member.cookie, 'monthly', code.code);
        expect(res.status).toBe(200);
        return (await res.json()).url as string;
      }),
    );
    const results = await Promise.all(members.map((member, index) => pay(member.cookie, urls[index]!)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const [row] = await t.services.db.select().from(promotions).where(eq(promotions.id, code.id));
    expect(row?.timesRedeemed).toBe(1);
    expect(await t.services.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, code.id))).toHaveLength(1);
    const paid = await Promise.all(members.map((m) => t.services.db.select().from(invoices).where(eq(invoices.userId, m.id))));
    expect(paid.map((rows) => rows.length).sort()).toEqual([0, 0, 1]);
    // A refused payment changes nothing: the session stays open, unpaid.
    const refusedIndex = results.findIndex((r) => r.status === 422);
    const [open] = await sessionsOf(members[refusedIndex]!.id);
    expect(open?.status).toBe('open');
  });

  it('is for coaches only', async () => {
    const member = await signedInMember(t);
    expect((await t.request('/api/admin/promotions', { headers: { cookie: member.cookie } })).status).toBe(403);
    expect((await t.request('/api/admin/promotions')).status).toBe(401);
  });
});
