import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationFeedback, subscriptions } from '@server/db/schema';
import { resumeDuePause } from '@server/features/billing/lifecycle/membership-changes';
import type { StripeProvider } from '@server/features/billing/providers/stripe-provider';
import type { TestApp } from '../support/test-app';
import type { FakeStripe } from '../support/fake-stripe';
import { applyEvent, startStripeSubscriber, startStripeTestApp, type SignedEvent } from '../support/stripe-test-app';

const day = 24 * 3600 * 1000;

describe('pause, resume and cancel with Stripe (local fake API)', () => {
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
  const statusOf = async (cookie: string) => (await t.request('/api/subscription', { headers: { cookie } })).json();
  const rowOf = async (userId: string) => (await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const premiumLink = async (cookie: string) => {
    const item = (await (await t.request('/api/library/firm-profiles')).json()).items[0] as { id: string };
    return (await t.request(`/api/library/items/${item.id}/link`, { method: 'POST', headers: { cookie } })).status;
  };

  it('pauses with pause_collection (void, resumes_at) and resumes early with trial_end, no proration: access back, period extended', async () => {
    const { member, subscription } = await stripeSubscriber();
    expect(await premiumLink(member.cookie)).toBe(200);
    const periodEnd = subscription.end * 1000;

    expect((await post(member.cookie, 'pause', { months: 1 })).status).toBe(200);
    const onStripe = stripe.subscriptionJson(subscription.id);
    expect(onStripe.pause_collection).toMatchObject({ behavior: 'void', resumes_at: expect.any(Number) });
    expect(onStripe.metadata.pausedAt).toBeTruthy();
    const status = await statusOf(member.cookie);
    expect(status).toMatchObject({ subscribed: false, status: 'paused' });
    expect(new Date(status.resumesAt).getTime()).toBe(onStripe.pause_collection!.resumes_at! * 1000);
    expect(await premiumLink(member.cookie)).toBe(403);

    // A webhook about the pause re-reads Stripe and keeps it paused.
    await apply(stripe.event('customer.subscription.paused', { id: subscription.id }));
    expect((await statusOf(member.cookie)).status).toBe('paused');

    const pausedAt = new Date(onStripe.metadata.pausedAt!).getTime();
    const resumed = await post(member.cookie, 'resume');
    expect(resumed.status).toBe(200);
    const after = await resumed.json();
    expect(after).toMatchObject({ subscribed: true, status: 'active', resumesAt: null });
    expect(await premiumLink(member.cookie)).toBe(200);
    const resumedOnStripe = stripe.subscriptionJson(subscription.id);
    expect(resumedOnStripe.pause_collection).toBeNull();
    expect(resumedOnStripe.trial_end).toBe(Math.floor(new Date(after.currentPeriodEnd).getTime() / 1000));
    const extendedBy = new Date(after.currentPeriodEnd).getTime() - Date.now();
    expect(Math.abs(extendedBy - (periodEnd - pausedAt))).toBeLessThan(60_000);

    await apply(stripe.event('customer.subscription.resumed', { id: subscription.id }));
    await apply(stripe.event('customer.subscription.updated', { id: subscription.id }));
    expect(await statusOf(member.cookie)).toMatchObject({ subscribed: true, status: 'active' });
    expect((await post(member.cookie, 'pause', { months: 1 })).status).toBe(409);
  });

  it('the resumption job resumes a due pause once, even when Stripe already ended the pause collection itself', async () => {
    const { member, subscription } = await stripeSubscriber();
    const periodEnd = subscription.end * 1000;
    await post(member.cookie, 'pause', { months: 3 });
    const row = await rowOf(member.id);
    const job = { providerSubscriptionId: subscription.id, pausedAt: row.pausedAt!.toISOString() };
    expect(await resumeDuePause(t.services, job, new Date(Date.now() + day))).toBe(false);
    // At resumes_at Stripe collects again by itself: the pause is over but the period not yet extended.
    await (t.services.payments as StripeProvider).client.subscriptions.update(subscription.id, { pause_collection: '' });
    await apply(stripe.event('customer.subscription.resumed', { id: subscription.id }));
    expect(await resumeDuePause(t.services, job, row.resumesAt!)).toBe(true);
    const resumed = await rowOf(member.id);
    expect(resumed.status).toBe('active');
    expect(Math.abs(resumed.currentPeriodEnd.getTime() - (row.resumesAt!.getTime() + (periodEnd - row.pausedAt!.getTime())))).toBeLessThan(1000);
    expect(await resumeDuePause(t.services, job, row.resumesAt!)).toBe(false);
  });

  it('cancels at period end on Stripe with the reason recorded', async () => {
    const { member, subscription } = await stripeSubscriber();
    const res = await post(member.cookie, 'cancel', { reason: 'too_expensive', comment: 'Student budget' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    expect(stripe.subscriptionJson(subscription.id).cancel_at_period_end).toBe(true);
    const feedback = await t.services.db.select().from(cancellationFeedback).where(eq(cancellationFeedback.userId, member.id));
    expect(feedback).toMatchObject([{ reason: 'too_expensive', comment: 'Student budget', outcome: 'cancelled' }]);
  });
});
