import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, promotions, subscriptions } from '@server/db/schema';
import { runGraceStep } from '@server/features/billing/grace-period';
import { runDemoTrialStep } from '@server/features/billing/providers/demo-renewals';
import { updateBillingSettings } from '@server/features/billing/billing-settings';
import { cacheTags } from '@server/platform/cache/tags';
import { loader as rootLoader } from '~/root';
import { action as paymentPlanAction } from '~/routes/payment-plan';
import { action as portalAction } from '~/routes/billing-demo-portal';
import { loader as overviewLoader } from '~/routes/coach-overview';
import { loader as checkoutLoader } from '~/routes/billing-demo-checkout';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext, routeArgs } from '../support/page-context';
import { createMember, signedInMember } from '../support/factories';

const day = 24 * 3600 * 1000;

describe('renewals, grace period and free trial with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function subscribe(cookie: string, planId = 'monthly') {
    const { url } = await (await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie }, json: { planId } })).json();
    const sessionId = new URL(url).pathname.split('/').pop()!;
    expect((await t.request(`/api/billing/demo/sessions/${sessionId}/complete`, { method: 'POST', headers: { cookie } })).status).toBe(200);
  }
  const renew = (cookie: string, outcome: string) => t.request('/api/billing/demo/renewal', { method: 'POST', headers: { cookie }, json: { outcome } });
  const status = async (cookie: string) => (await t.request('/api/subscription', { headers: { cookie } })).json();
  /** 200 for a subscriber (premium access), 403 otherwise. */
  const premium = async (cookie: string) => (await t.request('/api/billing/portal', { method: 'POST', headers: { cookie } })).status;
  const subjects = async (to: string) =>
    (await t.services.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt))).map(
      (row) => row.subject,
    );
  const rowOf = async (userId: string) => (await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  /** The member's queued lifecycle jobs, as pg-boss holds them. */
  async function queued(name: string, providerSubscriptionId: string) {
    const result = await t.services.db.execute(
      sql`select data, start_after from pgboss.job where name = ${name} and data->>'providerSubscriptionId' = ${providerSubscriptionId} order by start_after`,
    );
    return (result as unknown as { rows: { data: Record<string, string>; start_after: string }[] }).rows;
  }

  it('a failed renewal: past_due with 7 days of grace, access kept, one email now and reminders on days 3 and 6', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    const res = await renew(member.cookie, 'failed');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ subscribed: true, status: 'past_due' });
    expect(Math.abs(new Date(body.graceEndsAt).getTime() - (Date.now() + 7 * day))).toBeLessThan(60_000);
    expect(body.billingHistory[0]).toMatchObject({ status: 'open', amount: 1999 });
    expect(await premium(member.cookie)).toBe(200);

    const subscription = await rowOf(member.id);
    const jobs = await queued('billing-grace-period', subscription.providerSubscriptionId);
    expect(jobs.map((job) => job.data.step)).toEqual(['reminder', 'reminder', 'end']);
    const failedAt = subscription.graceEndsAt!.getTime() - 7 * day;
    expect(jobs.map((job) => Math.round((new Date(job.start_after).getTime() - failedAt) / day))).toEqual([3, 6, 7]);
    expect((await subjects(member.email)).filter((s) => s === 'Your payment did not go through')).toHaveLength(1);

    // A second failed renewal while past_due is refused; the deadline does not move.
    expect((await renew(member.cookie, 'failed')).status).toBe(409);
    expect((await rowOf(member.id)).graceEndsAt).toEqual(subscription.graceEndsAt);

    // Days 3 and 6: the reminders go out while it is still past_due with that deadline.
    for (const job of jobs.slice(0, 2)) await runGraceStep(t.services, job.data as never);
    expect((await subjects(member.email)).filter((s) => s.startsWith('Reminder: update your card by'))).toHaveLength(2);

    // The deadline passes (moved into the past here): access ends at once, whatever the jobs do.
    const passed = new Date(Date.now() - 1000);
    await t.services.db.update(subscriptions).set({ graceEndsAt: passed }).where(eq(subscriptions.id, subscription.id));
    t.services.invalidations.publish([cacheTags.member(member.id)]);
    expect((await status(member.cookie)).subscribed).toBe(false);
    expect(await premium(member.cookie)).toBe(403);
    // A step naming another deadline than the stored one does nothing; the end step of this one ends it.
    await runGraceStep(t.services, jobs[2]!.data as never);
    expect((await rowOf(member.id)).status).toBe('past_due');
    await runGraceStep(t.services, { providerSubscriptionId: subscription.providerSubscriptionId, graceEndsAt: passed.toISOString(), step: 'end' });
    expect((await rowOf(member.id)).status).toBe('unpaid');
    expect(await subjects(member.email)).toContain('Your membership has ended');
    expect((await status(member.cookie)).subscribed).toBe(false);
    expect(await premium(member.cookie)).toBe(403);
  });

  it('paying during the grace period restores access at once and cancels the remaining steps in effect', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    await renew(member.cookie, 'failed');
    const failed = await rowOf(member.id);
    const paid = await (await t.request('/api/billing/demo/pay', { method: 'POST', headers: { cookie: member.cookie } })).json();
    expect(paid).toMatchObject({ subscribed: true, status: 'active', graceEndsAt: null });
    expect(new Date(paid.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * day);
    expect(paid.billingHistory[0]).toMatchObject({ status: 'paid', amount: 1999 });
    expect((await rowOf(member.id)).graceEndsAt).toBeNull();
    expect((await subjects(member.email)).at(-1)).toBe('Payment received: £19.99');

    const before = (await subjects(member.email)).length;
    for (const step of ['reminder', 'reminder', 'end'] as const) {
      await runGraceStep(t.services, { providerSubscriptionId: failed.providerSubscriptionId, graceEndsAt: failed.graceEndsAt!.toISOString(), step });
    }
    expect((await subjects(member.email)).length).toBe(before);
    expect((await rowOf(member.id)).status).toBe('active');
    // Nothing left to pay.
    expect((await t.request('/api/billing/demo/pay', { method: 'POST', headers: { cookie: member.cookie } })).status).toBe(409);
  });

  it('pages: the banner data while past_due, form posts simulate and pay (no JavaScript), the coach overview lists the member', async () => {
    const member = await signedInMember(t);
    const coach = await createMember(t, { role: 'admin' });
    await subscribe(member.cookie);
    const contextOf = (viewer: { id: string; email: string; role?: 'member' | 'admin' }) =>
      pageContext({
        services: t.services,
        viewer: { userId: viewer.id, sessionId: 'test', email: viewer.email, firstName: 'Ada', lastName: 'Lovelace', role: viewer.role ?? 'member' },
      });
    const post = (path: string, fields: Record<string, string>) =>
      new Request(new URL(path, testOrigin), { method: 'POST', headers: { origin: testOrigin }, body: new URLSearchParams(fields) });
    const banner = async () =>
      ((await rootLoader(routeArgs(new Request(new URL('/hub', testOrigin)), await contextOf(member)))) as { viewer: { paymentDueBy: string | null } }).viewer
        .paymentDueBy;
    const inGrace = async () =>
      ((await overviewLoader(routeArgs(new Request(new URL('/coach', testOrigin)), await contextOf({ ...coach, role: 'admin' })))) as {
        inGrace: { email: string; graceEndsAt: string }[];
      }).inGrace;
    expect(await banner()).toBeNull();

    const simulated = (await portalAction(routeArgs(post('/billing/demo/portal', { intent: 'renewal', outcome: 'failed' }), await contextOf(member)))) as {
      data: { ok: boolean; message: string };
    };
    expect(simulated.data).toMatchObject({ ok: true, message: 'The renewal payment failed. Your membership is now past due.' });
    const deadline = (await rowOf(member.id)).graceEndsAt!.toISOString();
    expect(await banner()).toBe(deadline);
    expect((await inGrace()).find((row) => row.email === member.email)?.graceEndsAt).toBe(deadline);

    const paid = (await paymentPlanAction(routeArgs(post('/payment-plan', { intent: 'pay-now' }), await contextOf(member)))) as {
      data: { ok: boolean; message: string };
    };
    expect(paid.data).toMatchObject({ ok: true, message: 'Payment received. Your membership is active again.' });
    expect(await banner()).toBeNull();
    expect((await inGrace()).some((row) => row.email === member.email)).toBe(false);
  });

  it('a paid renewal starts a new period with a paid invoice and a receipt', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie, 'quarterly');
    const res = await renew(member.cookie, 'paid');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'active', graceEndsAt: null });
    expect(body.billingHistory.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([
      ['paid', 4999],
      ['paid', 4999],
    ]);
    expect((await subjects(member.email)).filter((s) => s === 'Payment received: £49.99')).toHaveLength(2);
  });

  it('a renewal charges the discounted amount while the promotion is in force, the full price after', async () => {
    const member = await signedInMember(t);
    await subscribe(member.cookie);
    const [promotion] = await t.services.db
      .insert(promotions)
      .values({ code: `RENEW${Date.now()}`, percentOff: 25, duration: 'repeating', durationInMonths: 3 })
      .returning();
    await t.services.db
      .update(subscriptions)
      .set({ promotionId: promotion!.id, amount: 1499, discountEndsAt: new Date(Date.now() + 60 * day) })
      .where(eq(subscriptions.userId, member.id));
    await renew(member.cookie, 'paid');
    const [discounted] = await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id)).orderBy(sql`issued_at desc`);
    expect(discounted).toMatchObject({ amount: 1499, discountAmount: 500, promotionCode: promotion!.code });

    await t.services.db.update(subscriptions).set({ discountEndsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.userId, member.id));
    await renew(member.cookie, 'failed');
    const [full] = await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id)).orderBy(sql`issued_at desc`);
    expect(full).toMatchObject({ amount: 1999, discountAmount: 0, promotionCode: null, status: 'open' });
  });

  it('refuses a renewal without a demo subscription, and bad input', async () => {
    const member = await signedInMember(t);
    expect((await renew(member.cookie, 'paid')).status).toBe(404);
    await subscribe(member.cookie);
    expect((await renew(member.cookie, 'maybe')).status).toBe(400);
    expect((await t.request('/api/billing/demo/renewal', { method: 'POST', json: { outcome: 'paid' } })).status).toBe(401);
  });

  describe('free trial', () => {
    const setTrial = async (trial: { days: number; planId: 'monthly' } | null) => {
      const coach = await createMember(t);
      await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial, cancellationOfferId: null } });
    };
    beforeAll(() => setTrial({ days: 14, planId: 'monthly' }));
    afterAll(() => setTrial(null));

    it('a new member on the trial plan: trialing for 14 days, no invoice, reminder 3 days before, conversion charges', async () => {
      const member = await signedInMember(t);
      await subscribe(member.cookie, 'monthly');
      const trial = await status(member.cookie);
      expect(trial).toMatchObject({ subscribed: true, status: 'trialing', billingHistory: [] });
      expect(Math.abs(new Date(trial.currentPeriodEnd).getTime() - (Date.now() + 14 * day))).toBeLessThan(60_000);
      expect(await subjects(member.email)).not.toContain('Payment received: £19.99');

      const row = await rowOf(member.id);
      const jobs = await queued('demo-trial', row.providerSubscriptionId);
      expect(jobs.map((job) => job.data.step)).toEqual(['reminder', 'convert']);
      expect(Math.round((row.currentPeriodEnd.getTime() - new Date(jobs[0]!.start_after).getTime()) / day)).toBe(3);

      await runDemoTrialStep(t.services, jobs[0]!.data as never);
      expect((await subjects(member.email)).some((s) => s.startsWith('Your free trial ends on'))).toBe(true);

      await runDemoTrialStep(t.services, jobs[1]!.data as never);
      const converted = await status(member.cookie);
      expect(converted).toMatchObject({ status: 'active', subscribed: true });
      expect(new Date(converted.currentPeriodEnd).getTime()).toBeGreaterThan(row.currentPeriodEnd.getTime() + 27 * day);
      expect(converted.billingHistory.map((i: { status: string; amount: number }) => [i.status, i.amount])).toEqual([['paid', 1999]]);
      expect(await subjects(member.email)).toContain('Payment received: £19.99');
    });

    it('the demo checkout page states the trial’s terms', async () => {
      const member = await signedInMember(t);
      const { url } = await (await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } })).json();
      const id = new URL(url).pathname.split('/').pop()!;
      const context = await pageContext({ services: t.services, viewer: { userId: member.id, sessionId: 'test', email: member.email, firstName: 'Ada', lastName: 'Lovelace', role: 'member' } as never });
      const page = (await checkoutLoader(routeArgs(new Request(url), context, { id }))) as { trialTerms: string | null };
      expect(page.trialTerms).toBe('14 days free, then £19.99 per month');
    });

    it('a promotion code with the trial discounts the first charge after it', async () => {
      const coach = await signedInMember(t, { role: 'admin' });
      const code = `TRIAL${Date.now()}`;
      const created = await t.request('/api/admin/promotions', {
        method: 'POST',
        headers: { cookie: coach.cookie },
        json: { code, percentOff: 25, duration: 'repeating', durationInMonths: 3 },
      });
      expect(created.status).toBe(201);
      const member = await signedInMember(t);
      const { url } = await (
        await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly', promotionCode: code } })
      ).json();
      const id = new URL(url).pathname.split('/').pop()!;
      expect((await t.request(`/api/billing/demo/sessions/${id}/complete`, { method: 'POST', headers: { cookie: member.cookie } })).status).toBe(200);
      expect(await status(member.cookie)).toMatchObject({ status: 'trialing', amount: 1499, billingHistory: [] });

      const row = await rowOf(member.id);
      const [, convert] = await queued('demo-trial', row.providerSubscriptionId);
      await runDemoTrialStep(t.services, convert!.data as never);
      const [invoice] = await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id));
      expect(invoice).toMatchObject({ status: 'paid', amount: 1499, discountAmount: 500, promotionCode: code });
    });

    it('cancelling during the trial costs nothing', async () => {
      const member = await signedInMember(t);
      await subscribe(member.cookie, 'monthly');
      await t.request('/api/billing/demo/portal', { method: 'POST', headers: { cookie: member.cookie }, json: { action: 'cancel' } });
      const row = await rowOf(member.id);
      const [, convert] = await queued('demo-trial', row.providerSubscriptionId);
      await runDemoTrialStep(t.services, convert!.data as never);
      expect((await rowOf(member.id)).status).toBe('canceled');
      expect((await status(member.cookie)).subscribed).toBe(false);
      expect(await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id))).toHaveLength(0);
    });

    it('no trial on another plan, or for a member who subscribed before', async () => {
      const other = await signedInMember(t);
      await subscribe(other.cookie, 'quarterly');
      expect((await status(other.cookie)).status).toBe('active');

      const returning = await signedInMember(t);
      await subscribe(returning.cookie, 'monthly');
      expect((await status(returning.cookie)).status).toBe('trialing');
      await t.services.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, returning.id));
      await subscribe(returning.cookie, 'monthly');
      const rows = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, returning.id));
      expect(rows.map((r) => r.status).sort()).toEqual(['active', 'canceled']);

      // Two trial checkouts opened at once: the second one paid, after the first was used, charges.
      const twice = await signedInMember(t);
      const open = async () => {
        const { url } = await (await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: twice.cookie }, json: { planId: 'monthly' } })).json();
        return new URL(url).pathname.split('/').pop()!;
      };
      const [first, second] = [await open(), await open()];
      await t.request(`/api/billing/demo/sessions/${first}/complete`, { method: 'POST', headers: { cookie: twice.cookie } });
      await t.services.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, twice.id));
      await t.request(`/api/billing/demo/sessions/${second}/complete`, { method: 'POST', headers: { cookie: twice.cookie } });
      const both = await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, twice.id));
      expect(both.map((r) => r.status).sort()).toEqual(['active', 'canceled']);
    });
  });
});
