import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { latestEmailLinks, signedInMember } from '../support/factories';

async function buy(t: TestApp, cookie: string, planId: string) {
  const checkout = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId } });
  expect(checkout.status).toBe(200);
  const { url } = await checkout.json();
  const sessionId = new URL(url).pathname.split('/').pop()!;
  return { url, sessionId, complete: () => t.request(`/api/billing/demo/sessions/${sessionId}/complete`, { method: 'POST', headers: { cookie } }) };
}

describe('billing with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('publishes the plan catalogue', async () => {
    const { plans } = await (await t.request('/api/plans')).json();
    expect(plans.map((p: { id: string; amount: number }) => [p.id, p.amount])).toEqual([
      ['monthly', 1999],
      ['quarterly', 4999],
      ['half-year', 9499],
    ]);
    expect(plans[2].entitlements.reviewsPerMonth).toBe(3);
  });

  it('a member buys Quarterly: subscribed, 3-month interval, £49.99, one invoice; a second checkout is 409', async () => {
    const { cookie, email } = await signedInMember(t);
    const before = await (await t.request('/api/subscription', { headers: { cookie } })).json();
    expect(before).toMatchObject({ subscribed: false, planId: null, billingHistory: [] });

    const { url, complete } = await buy(t, cookie, 'quarterly');
    expect(url).toMatch(/^http:\/\/localhost:3000\/billing\/demo\/checkout\/[0-9a-f-]{36}$/);
    expect((await complete()).status).toBe(200);

    const status = await (await t.request('/api/subscription', { headers: { cookie } })).json();
    expect(status).toMatchObject({
      subscribed: true,
      planId: 'quarterly',
      tier: 'premium',
      status: 'active',
      billingInterval: '3month',
      amount: 4999,
      currency: 'gbp',
      cancelAtPeriodEnd: false,
    });
    expect(new Date(status.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 80 * 24 * 3600 * 1000);
    expect(status.billingHistory).toHaveLength(1);
    expect(status.billingHistory[0]).toMatchObject({ amount: 4999, currency: 'gbp', status: 'paid', description: 'Premium Quarterly membership' });
    expect((await latestEmailLinks(t, email)).subject).toBe('Payment received: £49.99');

    const again = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId: 'monthly' } });
    expect(again.status).toBe(409);
    expect((await complete()).status).toBe(409);
  });

  it('only the session owner can pay a demo checkout', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const { sessionId } = await buy(t, owner.cookie, 'monthly');
    const stolen = await t.request(`/api/billing/demo/sessions/${sessionId}/complete`, { method: 'POST', headers: { cookie: other.cookie } });
    expect(stolen.status).toBe(404);
    const bogus = await t.request('/api/billing/demo/sessions/not-a-uuid/complete', { method: 'POST', headers: { cookie: owner.cookie } });
    expect(bogus.status).toBe(404);
  });

  it('rejects an unknown plan and a visitor', async () => {
    const { cookie } = await signedInMember(t);
    const bad = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId: 'lifetime' } });
    expect(bad.status).toBe(400);
    expect((await t.request('/api/billing/checkout', { method: 'POST', json: { planId: 'monthly' } })).status).toBe(401);
  });

  it('cancels at period end and keeps access, resumes, and switches plan in the demo portal', async () => {
    const { cookie, email } = await signedInMember(t);
    expect((await t.request('/api/billing/portal', { method: 'POST', headers: { cookie } })).status).toBe(403);
    await (await buy(t, cookie, 'half-year')).complete();
    const portal = await (await t.request('/api/billing/portal', { method: 'POST', headers: { cookie } })).json();
    expect(portal.url).toBe('http://localhost:3000/billing/demo/portal');

    const cancelled = await (await t.request('/api/billing/demo/portal', { method: 'POST', headers: { cookie }, json: { action: 'cancel' } })).json();
    expect(cancelled).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true, planId: 'half-year' });
    expect((await latestEmailLinks(t, email)).subject).toBe('Your membership has been cancelled');

    const resumed = await (await t.request('/api/billing/demo/portal', { method: 'POST', headers: { cookie }, json: { action: 'resume' } })).json();
    expect(resumed.cancelAtPeriodEnd).toBe(false);

    const switched = await (await t.request('/api/billing/demo/portal', { method: 'POST', headers: { cookie }, json: { action: 'switch', planId: 'monthly' } })).json();
    expect(switched).toMatchObject({ planId: 'monthly', amount: 1999, billingInterval: 'month' });
    expect(switched.billingHistory).toHaveLength(2);

    const bad = await t.request('/api/billing/demo/portal', { method: 'POST', headers: { cookie }, json: { action: 'refund' } });
    expect(bad.status).toBe(400);
  });

  it('deactivating a subscriber cancels the subscription and erases the billing records', async () => {
    const member = await signedInMember(t);
    await (await buy(t, member.cookie, 'monthly')).complete();
    expect((await t.request('/api/me', { method: 'DELETE', headers: { cookie: member.cookie } })).status).toBe(200);
    const rows = await t.services.db.execute(`select count(*)::int as n from subscriptions where user_id = '${member.id}'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('has no Stripe webhook without Stripe', async () => {
    expect((await t.request('/api/webhooks/stripe', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
