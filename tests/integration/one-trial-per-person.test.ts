import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomers, subscriptions, trialClaims } from '@server/db/schema';
import { updateBillingSettings } from '@server/features/billing/billing-settings';
import { trialClaimKey, trialMailbox } from '@server/features/billing/trial-claims';
import { formatDate } from '@content/uk-dates';
import { loader as checkoutLoader } from '~/routes/billing-demo-checkout';
import { pageContext, routeArgs } from '../support/page-context';
import { createTestApp, type TestApp } from '../support/test-app';
import { createMember, signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { applyEvent, startStripeTestApp } from '../support/stripe-test-app';

async function offerTrial(t: TestApp, trial: { days: number; planId: 'monthly' } | null) {
  const coach = await createMember(t);
  await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial, cancellationOfferId: null } });
}

const deleteAccount = (t: TestApp, cookie: string) => t.request('/api/me', { method: 'DELETE', headers: { cookie } });

describe('the mailbox an address counts as', () => {
  it.each([
    ['Ada.Lovelace@Example.com', 'ada.lovelace@example.com'],
    ['ada+jobs@example.com', 'ada@example.com'],
    ['a.d.a+x@googlemail.com', 'ada@gmail.com'],
    ['A.DA@gmail.com', 'ada@gmail.com'],
    // Elsewhere a dot may tell two people apart.
    ['a.da@example.com', 'a.da@example.com'],
  ])('%s → %s', (email, mailbox) => {
    expect(trialMailbox(email)).toBe(mailbox);
  });
});

describe('one free trial per person, with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await offerTrial(t, { days: 14, planId: 'monthly' });
  });
  afterAll(() => t.close());

  /** Opens a demo checkout on the trial plan and reads its page as the member sees it. */
  async function checkout(member: { id: string; email: string; cookie: string }) {
    const res = await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } });
    expect(res.status).toBe(200);
    const { url } = await res.json();
    const id = new URL(url).pathname.split('/').pop()!;
    const context = await pageContext({ services: t.services, viewer: { userId: member.id, sessionId: 'test', email: member.email, firstName: 'Ada', lastName: 'Lovelace', role: 'member' } as never });
    const page = (await checkoutLoader(routeArgs(new Request(url), context, { id }))) as { trialTerms: string | null; noTrial?: string };
    const pay = () => t.request(`/api/billing/demo/sessions/${id}/complete`, { method: 'POST', headers: { cookie: member.cookie } });
    return { page, pay };
  }
  const statusOf = async (userId: string) => (await t.services.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.userId, userId)))[0]?.status;

  it('keeps only a keyed hash of the mailbox, not the address', async () => {
    const member = await signedInMember(t, { email: 'hash.only@example.com' });
    await (await checkout(member)).pay();
    const rows = await t.services.db.select().from(trialClaims);
    expect(rows.map((row) => row.emailKey)).toContain(trialClaimKey(t.services.secrets, 'hash.only@example.com'));
    expect(JSON.stringify(rows)).not.toContain('hash.only');
  });

  it('refuses a second trial after the account is deleted and the address signs up again, and says why', async () => {
    const first = await signedInMember(t, { email: 'twice.over@example.com' });
    const offered = await checkout(first);
    expect(offered.page.trialTerms).toBe('14 days free, then £19.99 per month');
    expect((await offered.pay()).status).toBe(200);
    expect(await statusOf(first.id)).toBe('trialing');
    expect((await deleteAccount(t, first.cookie)).status).toBe(200);

    const again = await signedInMember(t, { email: 'twice.over@example.com' });
    const refused = await checkout(again);
    expect(refused.page.trialTerms).toBeNull();
    expect(refused.page.noTrial).toBe(`Your free trial was used on ${formatDate(new Date())}, so this plan starts paid today.`);
    expect((await refused.pay()).status).toBe(200);
    expect(await statusOf(again.id)).toBe('active');
  });

  it('refuses a second trial to a +alias of an address that had one, while the first account still exists', async () => {
    const first = await signedInMember(t, { email: 'alias.owner@example.com' });
    await (await checkout(first)).pay();
    const alias = await signedInMember(t, { email: 'alias.owner+second@example.com' });
    const refused = await checkout(alias);
    expect(refused.page.trialTerms).toBeNull();
    expect(refused.page.noTrial).toMatch(/^Your free trial was used on /);
    await refused.pay();
    expect(await statusOf(alias.id)).toBe('active');
  });

  it('refuses the trial at payment too, when another account at the mailbox took it after the checkout opened', async () => {
    const early = await signedInMember(t, { email: 'race.winner+one@example.com' });
    const late = await signedInMember(t, { email: 'race.winner+two@example.com' });
    const earlyCheckout = await checkout(early);
    const lateCheckout = await checkout(late);
    expect(lateCheckout.page.trialTerms).not.toBeNull();
    await earlyCheckout.pay();
    await lateCheckout.pay();
    expect([await statusOf(early.id), await statusOf(late.id)]).toEqual(['trialing', 'active']);
  });
});

describe('one free trial per person, with Stripe (local fake API)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await startStripeTestApp());
    await offerTrial(t, { days: 14, planId: 'monthly' });
  });
  afterAll(() => close());

  async function checkoutSession(member: { id: string; cookie: string }) {
    expect((await t.request('/api/billing/checkout', { method: 'POST', headers: { cookie: member.cookie }, json: { planId: 'monthly' } })).status).toBe(200);
    return stripe.checkoutSessions.filter((s) => s.client_reference_id === member.id).at(-1)!;
  }

  it('asks Stripe for no trial once a trial started at Stripe for the same mailbox, after erasure or under an alias', async () => {
    const first = await signedInMember(t, { email: 'stripe.trial@example.com' });
    expect((await checkoutSession(first))['subscription_data[trial_period_days]']).toBe('14');
    const [customer] = await t.services.db.select().from(billingCustomers).where(eq(billingCustomers.userId, first.id));
    const trial = stripe.createTrial({ customer: customer!.customerId, userId: first.id, planId: 'monthly', days: 14 });
    await applyEvent(t, stripe.event('customer.subscription.created', { id: trial.id }));

    const alias = await signedInMember(t, { email: 'stripe.trial+again@example.com' });
    expect((await checkoutSession(alias))['subscription_data[trial_period_days]']).toBeUndefined();

    expect((await deleteAccount(t, first.cookie)).status).toBe(200);
    const returning = await signedInMember(t, { email: 'stripe.trial@example.com' });
    expect((await checkoutSession(returning))['subscription_data[trial_period_days]']).toBeUndefined();
  });
});
