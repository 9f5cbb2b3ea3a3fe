import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, subscriptions } from '@server/db/schema';
import { updateBillingSettings } from '@server/features/billing/billing-settings';
import { resumeDuePause } from '@server/features/billing/lifecycle/membership-changes';
import { runDemoTrialStep } from '@server/features/billing/providers/demo-renewals';
import { ukHourOf } from '@server/platform/uk-calendar';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyDemoPlan, createMember, signedInMember } from '../support/factories';

/*
 * Periods on the billing cycle anchor, through the demo provider: each renewal is simulated
 * "on its renewal date", and the clock (Date only; timers stay real) is set to the day the
 * member buys, so a purchase on 31 January is one.
 */
describe('demo renewals end on the billing anchor day (ADR 0039)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => void vi.useRealTimers());

  const clockAt = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
  const rowOf = async (userId: string) => (await t.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  async function renewPaid(cookie: string) {
    const res = await t.request('/api/billing/demo/renewal', { method: 'POST', headers: { cookie }, json: { outcome: 'paid' } });
    expect(res.status).toBe(200);
    return new Date((await res.json()).currentPeriodEnd);
  }
  /** A member who buys `planId` at `iso`, and the end of each period after `renewals` renewals. */
  async function periodEnds(iso: string, planId: string, renewals: number) {
    clockAt(iso);
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie, planId);
    const ends = [(await rowOf(member.id)).currentPeriodEnd];
    for (let i = 0; i < renewals; i++) ends.push(await renewPaid(member.cookie));
    return { member, ends };
  }

  it('a monthly plan bought on 31 January ends on 28 February and the next period ends on 31 March', async () => {
    const { member, ends } = await periodEnds('2027-01-31T10:00:00Z', 'monthly', 3);
    expect(ends.map(day)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect((await rowOf(member.id)).billingAnchor.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    // Each invoice covers the period it paid for, one after the other with no gap.
    const billed = await t.services.db.select().from(invoices).where(eq(invoices.userId, member.id)).orderBy(asc(invoices.periodEnd));
    expect(billed.map((invoice) => [day(invoice.periodStart!), day(invoice.periodEnd!)])).toEqual([
      ['2027-01-31', '2027-02-28'],
      ['2027-02-28', '2027-03-31'],
      ['2027-03-31', '2027-04-30'],
      ['2027-04-30', '2027-05-31'],
    ]);
  });

  it('in a leap year the first period ends on 29 February, and the next on 31 March', async () => {
    const { ends } = await periodEnds('2028-01-31T10:00:00Z', 'monthly', 1);
    expect(ends.map(day)).toEqual(['2028-02-29', '2028-03-31']);
  });

  it('a quarterly plan from 30 November ends on 28 February, then on the 30th again', async () => {
    const { ends } = await periodEnds('2026-11-30T10:00:00Z', 'quarterly', 2);
    expect(ends.map(day)).toEqual(['2027-02-28', '2027-05-30', '2027-08-30']);
  });

  it('a half-year plan from 31 August ends on 28 February, 31 August, then 29 February in a leap year', async () => {
    // The catalogue has no annual plan; a year from 29 February is a unit test of the calendar.
    const { ends } = await periodEnds('2026-08-31T09:00:00Z', 'half-year', 2);
    expect(ends.map(day)).toEqual(['2027-02-28', '2027-08-31', '2028-02-29']);
  });

  it('keeps the time of day on UTC’s clock through the spring and autumn clock changes', async () => {
    const spring = await periodEnds('2027-01-31T10:00:00Z', 'monthly', 2);
    expect(spring.ends.map((end) => end.toISOString())).toEqual(['2027-02-28T10:00:00.000Z', '2027-03-31T10:00:00.000Z', '2027-04-30T10:00:00.000Z']);
    expect(ukHourOf(spring.ends[1]!)).toBe(11);
    const autumn = await periodEnds('2026-08-31T08:30:00Z', 'monthly', 2);
    expect(autumn.ends.map((end) => end.toISOString())).toEqual(['2026-09-30T08:30:00.000Z', '2026-10-31T08:30:00.000Z', '2026-11-30T08:30:00.000Z']);
  });

  it('a resumed pause re-anchors the cycle where the credited time ends', async () => {
    clockAt('2027-01-31T10:00:00Z');
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie, 'monthly');
    clockAt('2027-02-10T10:00:00Z');
    const paused = await t.request('/api/billing/pause', { method: 'POST', headers: { cookie: member.cookie }, json: { months: 1 } });
    expect(paused.status).toBe(200);
    const row = await rowOf(member.id);
    // 18 days were left; the pause is due on 10 March and gives them back from then.
    clockAt('2027-03-10T10:00:00Z');
    expect(await resumeDuePause(t.services, { providerSubscriptionId: row.providerSubscriptionId, pausedAt: row.pausedAt!.toISOString() })).toBe(true);
    const resumed = await rowOf(member.id);
    expect(resumed.currentPeriodEnd.toISOString()).toBe('2027-03-28T10:00:00.000Z');
    expect(resumed.billingAnchor).toEqual(resumed.currentPeriodEnd);
    expect((await renewPaid(member.cookie)).toISOString()).toBe('2027-04-28T10:00:00.000Z');
  });

  it('a trial anchors the paid periods at its end', async () => {
    clockAt('2027-01-17T10:00:00Z');
    const coach = await createMember(t, { role: 'admin' });
    await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial: { days: 14, planId: 'monthly' }, cancellationOfferId: null } });
    try {
      const member = await signedInMember(t);
      await buyDemoPlan(t, member.cookie, 'monthly');
      const trial = await rowOf(member.id);
      expect(trial).toMatchObject({ status: 'trialing', billingAnchor: new Date('2027-01-31T10:00:00Z') });
      clockAt('2027-01-31T10:00:00Z');
      await runDemoTrialStep(t.services, { providerSubscriptionId: trial.providerSubscriptionId, trialEndsAt: trial.currentPeriodEnd.toISOString(), step: 'convert' });
      expect(day((await rowOf(member.id)).currentPeriodEnd)).toBe('2027-02-28');
      expect(day(await renewPaid(member.cookie))).toBe('2027-03-31');
    } finally {
      await updateBillingSettings(t.services.db, { actor: { userId: coach.id, email: coach.email }, settings: { trial: null, cancellationOfferId: null } });
    }
  });
});
