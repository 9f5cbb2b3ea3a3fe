import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@server/db/client';
import { cancellationFeedback, promotions, subscriptions } from '@server/db/schema';
import { updateBillingSettings } from '@server/features/billing/billing-settings';
import { guardMessages } from '@server/features/kit/access';
import { resumeDuePause, resumeOverduePauses } from '@server/features/billing/lifecycle/membership-changes';
import { resumePausedSubscriptionJob } from '@server/features/billing/lifecycle/pause-jobs';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyDemoPlan, signedInMember } from '../support/factories';

const day = 24 * 3600 * 1000;

describe('pause, resume and a cancellation that listens (demo provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (cookie: string, path: string, json?: unknown) =>
    t.request(`/api/billing/${path}`, { method: 'POST', headers: { cookie }, ...(json === undefined ? {} : { json }) });
  const statusOf = async (cookie: string) => (await t.request('/api/subscription', { headers: { cookie } })).json();
  const rowOf = async (userId: string) => (await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const firstItem = async () => (await (await t.request('/api/library/firm-profiles')).json()).items[0] as { id: string };
  const premiumLink = async (cookie: string) => (await t.request(`/api/library/items/${(await firstItem()).id}/link`, { method: 'POST', headers: { cookie } })).status;

  async function subscriber(planId = 'monthly') {
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie, planId);
    return member;
  }

  it('pauses for a month: paused with resumesAt, premium refused; resuming restores access at once with the period extended', async () => {
    const member = await subscriber();
    expect(await premiumLink(member.cookie)).toBe(200);
    // A document link issued before the pause, opened during it.
    const issued = await t.request(`/api/library/items/${(await firstItem()).id}/link`, { method: 'POST', headers: { cookie: member.cookie } });
    const { url } = (await issued.json()) as { url: string };
    const before = await rowOf(member.id);

    const paused = await post(member.cookie, 'pause', { months: 1 });
    expect(paused.status).toBe(200);
    const status = await statusOf(member.cookie);
    expect(status).toMatchObject({ subscribed: false, status: 'paused', planId: 'monthly' });
    const resumesAt = new Date(status.resumesAt).getTime();
    expect(resumesAt).toBeGreaterThan(Date.now() + 27 * day);
    expect(resumesAt).toBeLessThan(Date.now() + 32 * day);
    expect(await premiumLink(member.cookie)).toBe(403);
    const opened = await t.request(url, { headers: { cookie: member.cookie } });
    expect(opened.status).toBe(403);
    expect((await opened.json()).error.message).toBe(guardMessages.paused);

    const row = await rowOf(member.id);
    const left = before.currentPeriodEnd.getTime() - row.pausedAt!.getTime();
    const resumed = await post(member.cookie, 'resume');
    expect(resumed.status).toBe(200);
    const after = await resumed.json();
    expect(after).toMatchObject({ subscribed: true, status: 'active', resumesAt: null });
    expect(await premiumLink(member.cookie)).toBe(200);
    const extendedBy = new Date(after.currentPeriodEnd).getTime() - Date.now();
    expect(Math.abs(extendedBy - left)).toBeLessThan(60_000);
    expect((await post(member.cookie, 'resume')).status).toBe(409);
  });

  it('queues the resumption for resumesAt; the job resumes once when due, and the sweep catches an overdue pause', async () => {
    const member = await subscriber('quarterly');
    await post(member.cookie, 'pause', { months: 2 });
    const row = await rowOf(member.id);
    const [job] = await selectRows<{ start_after: Date; data: { providerSubscriptionId: string; pausedAt: string } }>(
      t.services.db,
      sql`select start_after, data from pgboss.job where name = ${resumePausedSubscriptionJob.name} and data ->> 'providerSubscriptionId' = ${row.providerSubscriptionId}`,
    );
    expect(new Date(job!.start_after).toISOString()).toBe(row.resumesAt!.toISOString());

    // Early: nothing happens.
    expect(await resumeDuePause(t.services, job!.data, new Date(row.resumesAt!.getTime() - day))).toBe(false);
    expect((await rowOf(member.id)).status).toBe('paused');
    // Due: resumed, period extended from the resumption by the paid time left at the pause.
    const at = row.resumesAt!;
    expect(await resumeDuePause(t.services, job!.data, at)).toBe(true);
    const resumed = await rowOf(member.id);
    expect(resumed.status).toBe('active');
    expect(resumed.currentPeriodEnd.getTime()).toBe(at.getTime() + (row.currentPeriodEnd.getTime() - row.pausedAt!.getTime()));
    // Idempotent: a second run (retry, duplicate) changes nothing.
    expect(await resumeDuePause(t.services, job!.data, new Date(at.getTime() + day))).toBe(false);
    expect((await rowOf(member.id)).currentPeriodEnd.getTime()).toBe(resumed.currentPeriodEnd.getTime());

    const other = await subscriber();
    await post(other.cookie, 'pause', { months: 1 });
    const pausedRow = await rowOf(other.id);
    expect(await resumeOverduePauses(t.services, new Date(pausedRow.resumesAt!.getTime() + 3600_000))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(other.cookie)).subscribed).toBe(true);
  });

  it('refuses a second pause within 12 months, a pause while cancelling, and bad months', async () => {
    const member = await subscriber();
    expect((await post(member.cookie, 'pause', { months: 4 })).status).toBe(400);
    expect((await post(member.cookie, 'pause', { months: 1 })).status).toBe(200);
    expect((await post(member.cookie, 'resume')).status).toBe(200);
    const again = await post(member.cookie, 'pause', { months: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/once in 12 months/);

    const cancelling = await subscriber();
    expect((await post(cancelling.cookie, 'cancel', { reason: 'too_expensive' })).status).toBe(200);
    expect((await post(cancelling.cookie, 'pause', { months: 1 })).status).toBe(409);
  });

  it('cancels at period end with the reason recorded; a bad reason or long comment is 400', async () => {
    const member = await subscriber();
    expect((await post(member.cookie, 'cancel', { reason: 'bored' })).status).toBe(400);
    expect((await post(member.cookie, 'cancel', { reason: 'other', comment: 'x'.repeat(1001) })).status).toBe(400);
    const res = await post(member.cookie, 'cancel', { reason: 'got_an_offer', comment: 'Got a training contract!' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    const feedback = await t.services.db.select().from(cancellationFeedback).where(eq(cancellationFeedback.userId, member.id));
    expect(feedback).toMatchObject([{ reason: 'got_an_offer', comment: 'Got a training contract!', outcome: 'cancelled', planId: 'monthly' }]);
    expect((await post(member.cookie, 'cancel', { reason: 'other' })).status).toBe(409);
  });

  it('applies the coaches’ cancellation offer to the existing subscription, once, recorded as accepted_offer', async () => {
    const coach = await signedInMember(t, { role: 'admin' });
    const [promotion] = await t.services.db
      .insert(promotions)
      .values({ code: `STAY${Date.now()}`, percentOff: 20, duration: 'repeating', durationInMonths: 3 })
      .returning();
    await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial: null, cancellationOfferId: promotion!.id } });
    const member = await subscriber();
    const res = await post(member.cookie, 'cancellation-offer', { reason: 'too_expensive' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false, amount: 1599 });
    const row = await rowOf(member.id);
    expect(row.promotionId).toBe(promotion!.id);
    expect(row.discountEndsAt).toBeInstanceOf(Date);
    expect((await post(member.cookie, 'cancellation-offer', { reason: 'too_expensive' })).status).toBe(409);
    const [feedback] = await t.services.db.select().from(cancellationFeedback).where(eq(cancellationFeedback.userId, member.id));
    expect(feedback).toMatchObject({ outcome: 'accepted_offer', reason: 'too_expensive' });
    await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial: null, cancellationOfferId: null } });
  });

  it('shows coaches the reasons of the last 90 days, the latest comments, and who paused or took the offer', async () => {
    const member = await subscriber();
    await post(member.cookie, 'cancel', { reason: 'not_using_it', comment: 'Exams this term' });
    const coach = await signedInMember(t, { role: 'admin' });
    const overview = await (await t.request('/api/admin/overview', { headers: { cookie: coach.cookie } })).json();
    expect(overview.cancellationFeedback.byReason.find((r: { reason: string }) => r.reason === 'not_using_it').count).toBeGreaterThanOrEqual(1);
    expect(overview.cancellationFeedback.latestComments[0]).toMatchObject({ reason: 'not_using_it', comment: 'Exams this term' });
    expect(overview.cancellationFeedback.outcomes.accepted_offer).toBeGreaterThanOrEqual(1);
    expect(overview.cancellationFeedback.outcomes.cancelled).toBeGreaterThanOrEqual(1);
  });
});
