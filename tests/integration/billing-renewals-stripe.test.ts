import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, emailOutbox, invoices, subscriptions } from '@server/db/schema';
import { runGraceStep } from '@server/features/billing/grace-period';
import { updateBillingSettings } from '@server/features/billing/billing-settings';
import type { TestApp } from '../support/test-app';
import { createMember, signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { applyEvent, startStripeTestApp, type SignedEvent } from '../support/stripe-test-app';

const day = 24 * 3600 * 1000;

describe('renewals, grace period and free trial with Stripe (local fake API, signed webhooks)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
  });
  afterAll(() => close());
  const apply = (event: SignedEvent) => applyEvent(t, event);
  async function customerOf(member: { id: string; cookie: string }, planId: 'monthly' | 'quarterly' = 'monthly') {
    expect((await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId } })).status).toBe(200);
    const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, member.id));
    return customer!.customerId;
  }
  async function subscribedMember() {
    const member = await signedInMember(t);
    const subscription = stripe.createSubscription({ customer: await customerOf(member), userId: member.id, planId: 'monthly' });
    const invoice = stripe.createInvoice({ subscription });
    await apply(stripe.event('customer.subscription.created', { id: subscription.id }));
    await apply(stripe.event('invoice.paid', { id: invoice.id }));
    return { member, subscription };
  }
  const status = async (cookie: string) => (await t.request('/api/subscription', { headers: { cookie } })).json();
  const subjects = async (to: string) =>
    (await t.services.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt))).map(
      (row) => row.subject,
    );
  const rowOf = async (providerSubscriptionId: string) =>
    (await t.services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))[0]!;
  async function graceJobs(providerSubscriptionId: string) {
    const result = await t.services.db.execute(
      sql`select data from pgboss.job where name = 'billing-grace-period' and data->>'providerSubscriptionId' = ${providerSubscriptionId} order by start_after`,
    );
    return (result as unknown as { rows: { data: { providerSubscriptionId: string; graceEndsAt: string; step: 'reminder' | 'end' } }[] }).rows.map((r) => r.data);
  }

  it('a failed renewal: past_due with 7 days of grace, one email however many events say so, reminders, then access ends', async () => {
    const { member, subscription } = await subscribedMember();
    const renewal = stripe.failRenewal(subscription.id);
    await apply(stripe.event('invoice.payment_failed', { id: renewal.id }));
    await apply(stripe.event('customer.subscription.updated', { id: subscription.id }));
    await apply(stripe.event('invoice.payment_failed', { id: renewal.id })); // Stripe's retry, failing again

    const body = await status(member.cookie);
    expect(body).toMatchObject({ subscribed: true, status: 'past_due' });
    expect(Math.abs(new Date(body.graceEndsAt).getTime() - (Date.now() + 7 * day))).toBeLessThan(60_000);
    expect((await subjects(member.email)).filter((s) => s === 'Your payment did not go through')).toHaveLength(1);

    const jobs = await graceJobs(subscription.id);
    expect(jobs.map((job) => job.step)).toEqual(['reminder', 'reminder', 'end']);
    for (const job of jobs.slice(0, 2)) await runGraceStep(t.services, job);
    expect((await subjects(member.email)).filter((s) => s.startsWith('Reminder: update your card'))).toHaveLength(2);

    // The deadline passes: our grace check refuses access; the end job tells the member.
    const row = await rowOf(subscription.id);
    await t.services.db.update(subscriptions).set({ graceEndsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, row.id));
    const passed = (await rowOf(subscription.id)).graceEndsAt!;
    await runGraceStep(t.services, { providerSubscriptionId: subscription.id, graceEndsAt: passed.toISOString(), step: 'end' });
    expect(await subjects(member.email)).toContain('Your membership has ended');
    expect((await status(member.cookie)).subscribed).toBe(false);
    expect((await t.request('/api/billing/portal', { method: 'POST', headers: { cookie: member.cookie } })).status).toBe(403);
  });

  it('invoice.paid during the grace period restores access at once, and the pending reminders do nothing', async () => {
    const { member, subscription } = await subscribedMember();
    const renewal = stripe.failRenewal(subscription.id);
    await apply(stripe.event('invoice.payment_failed', { id: renewal.id }));
    const jobs = await graceJobs(subscription.id);
    stripe.payInvoice(renewal.id);
    await apply(stripe.event('invoice.paid', { id: renewal.id }));
    const body = await status(member.cookie);
    expect(body).toMatchObject({ subscribed: true, status: 'active', graceEndsAt: null });
    expect((await rowOf(subscription.id)).graceEndsAt).toBeNull();
    const before = (await subjects(member.email)).length;
    for (const job of jobs) await runGraceStep(t.services, job);
    expect((await subjects(member.email)).length).toBe(before);
  });

  it('a failed first payment, outside any renewal, still gets its own email', async () => {
    const member = await signedInMember(t);
    const subscription = stripe.createSubscription({ customer: await customerOf(member), userId: member.id, planId: 'monthly', status: 'incomplete' });
    const invoice = stripe.createInvoice({ subscription, status: 'open' });
    await apply(stripe.event('invoice.payment_failed', { id: invoice.id }));
    expect(await subjects(member.email)).toEqual(['Your payment did not go through']);
    expect((await status(member.cookie)).subscribed).toBe(false);
  });

  it('has no demo renewal or demo payment with Stripe', async () => {
    const { member } = await subscribedMember();
    for (const path of ['/api/billing/demo/renewal', '/api/billing/demo/pay']) {
      const res = await t.request(path, { method: 'POST', headers: { cookie: member.cookie }, json: { outcome: 'failed' } });
      expect(res.status, path).toBe(404);
    }
  });

  describe('free trial', () => {
    const setTrial = async (trial: { days: number; planId: 'monthly' } | null) => {
      const coach = await createMember(t);
      await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial, cancellationOfferId: null } });
    };
    beforeAll(() => setTrial({ days: 14, planId: 'monthly' }));
    afterAll(() => setTrial(null));

    it('checkout asks Stripe for the trial days for a new member on the trial plan only', async () => {
      const member = await signedInMember(t);
      await customerOf(member, 'monthly');
      await customerOf(member, 'quarterly');
      const sessions = stripe.checkoutSessions.filter((s) => s.client_reference_id === member.id);
      expect(sessions.map((s) => s['subscription_data[trial_period_days]'])).toEqual(['14', undefined]);

      // A member who subscribed before, and has since left, gets no second trial.
      const { member: before, subscription } = await subscribedMember();
      await t.services.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.providerSubscriptionId, subscription.id));
      await customerOf(before, 'monthly');
      const again = stripe.checkoutSessions.filter((s) => s.client_reference_id === before.id);
      expect(again.at(-1)!['subscription_data[trial_period_days]']).toBeUndefined();
    });

    it('a trialing subscription grants access with no invoice; trial_will_end emails the member', async () => {
      const member = await signedInMember(t);
      const subscription = stripe.createTrial({ customer: await customerOf(member), userId: member.id, planId: 'monthly', days: 14 });
      await apply(stripe.event('customer.subscription.created', { id: subscription.id }));
      expect(await status(member.cookie)).toMatchObject({ subscribed: true, status: 'trialing', billingHistory: [] });
      await apply(stripe.event('customer.subscription.trial_will_end', { id: subscription.id }));
      expect((await subjects(member.email)).filter((s) => s.startsWith('Your free trial ends on'))).toHaveLength(1);
      expect(await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id))).toHaveLength(0);
    });
  });
});
