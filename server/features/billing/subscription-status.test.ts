import { describe, expect, it } from 'vitest';
import type { invoices } from '../../db/schema';
import { billingReaderOf, subscriptionRow } from '../../../tests/support/subscription-rows';
import { findCurrentSubscription, findMembership, getEntitlements, getSubscriptionStatus, grantsAccess, hasActiveSubscription, listBillingHistory } from './subscription-status';

const now = Date.now();
const day = 24 * 3600 * 1000;
const at = (days: number) => new Date(now + days * day);
const member = { userId: 'member' };

const invoice = (overrides: Partial<typeof invoices.$inferSelect>): typeof invoices.$inferSelect => ({
  id: crypto.randomUUID(),
  userId: 'member',
  provider: 'demo',
  providerInvoiceId: `demo_in_${crypto.randomUUID()}`,
  providerSubscriptionId: null,
  description: 'Premium Monthly membership',
  amount: 1999,
  currency: 'gbp',
  status: 'paid',
  discountAmount: 0,
  promotionCode: null,
  invoiceUrl: null,
  periodStart: at(-10),
  periodEnd: at(20),
  issuedAt: at(-10),
  createdAt: at(-10),
  updatedAt: at(-10),
  ...overrides,
});

describe('grantsAccess: a subscription’s access at an instant', () => {
  it('runs an active or trialing plan until the instant its period ends, not a millisecond longer', () => {
    const end = at(5);
    for (const status of ['active', 'trialing'] as const) {
      const row = subscriptionRow({ status, currentPeriodEnd: end });
      expect(grantsAccess(row, end.getTime() - 1)).toBe(true);
      expect(grantsAccess(row, end.getTime())).toBe(false);
    }
  });

  it('keeps a past_due plan until its grace deadline, past the period it failed to renew', () => {
    const row = subscriptionRow({ status: 'past_due', currentPeriodEnd: at(-2), graceEndsAt: at(3) });
    expect(grantsAccess(row, at(3).getTime() - 1)).toBe(true);
    expect(grantsAccess(row, at(3).getTime())).toBe(false);
    // Without a deadline yet, the period end is the limit.
    expect(grantsAccess(subscriptionRow({ status: 'past_due', currentPeriodEnd: at(1) }), now)).toBe(true);
    expect(grantsAccess(subscriptionRow({ status: 'past_due', currentPeriodEnd: at(-1) }), now)).toBe(false);
  });

  it('never grants access paused, cancelled, unpaid or unfinished, whatever the dates', () => {
    for (const status of ['paused', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired'] as const) {
      expect(grantsAccess(subscriptionRow({ status, currentPeriodEnd: at(20), graceEndsAt: at(20) }), now), status).toBe(false);
    }
  });
});

describe('the member’s membership and entitlements', () => {
  const paused = subscriptionRow({ status: 'paused', planId: 'quarterly', resumesAt: at(10) });
  const lapsed = subscriptionRow({ currentPeriodEnd: at(-1) });
  const current = subscriptionRow({ planId: 'half-year' });

  it('finds the subscription that grants access now, ahead of a paused one', async () => {
    const reader = billingReaderOf({ live: [lapsed, paused, current] });
    expect(await findCurrentSubscription(reader, member)).toBe(current);
    expect(await findMembership(reader, member)).toBe(current);
    expect(await hasActiveSubscription(reader, member)).toBe(true);
  });

  it('counts a paused plan as the membership, though not as access', async () => {
    const reader = billingReaderOf({ live: [lapsed, paused] });
    expect(await findCurrentSubscription(reader, member)).toBeUndefined();
    expect(await findMembership(reader, member)).toBe(paused);
    expect(await hasActiveSubscription(reader, member)).toBe(false);
    expect(await getEntitlements(reader, member)).toBeNull();
  });

  it('gives the current plan’s entitlements', async () => {
    expect(await getEntitlements(billingReaderOf({ live: [current] }), member)).toEqual({ planId: 'half-year', premiumLibrary: true, reviewsPerMonth: 3 });
    expect(await getEntitlements(billingReaderOf({ live: [subscriptionRow({ planId: 'retired-plan' })] }), member)).toBeNull();
  });
});

describe('GET /api/subscription’s answer', () => {
  it('for a member with nothing: not subscribed, every field empty', async () => {
    expect(await getSubscriptionStatus(billingReaderOf({}), member)).toEqual({
      subscribed: false,
      planId: null,
      planName: null,
      tier: null,
      status: null,
      provider: null,
      billingInterval: null,
      intervalLabel: null,
      amount: null,
      currency: null,
      price: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      resumesAt: null,
      graceEndsAt: null,
      billingHistory: [],
    });
  });

  it('for a subscriber: the plan, its price and period, and the invoices as issued', async () => {
    const row = subscriptionRow({ cancelAtPeriodEnd: true, canceledAt: at(-1) });
    const paid = invoice({ providerSubscriptionId: row.providerSubscriptionId, discountAmount: 500, promotionCode: 'SPRING', invoiceUrl: 'https://portal.test/i/1' });
    const status = await getSubscriptionStatus(billingReaderOf({ live: [row], invoices: [paid] }), member);
    expect(status).toEqual({
      subscribed: true,
      planId: 'monthly',
      planName: 'Premium Monthly',
      tier: 'premium',
      status: 'active',
      provider: 'demo',
      billingInterval: 'month',
      intervalLabel: 'Monthly',
      amount: 1999,
      currency: 'gbp',
      price: { amount: 1999, fullAmount: 1999, discountEndsAt: null },
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: true,
      resumesAt: null,
      graceEndsAt: null,
      billingHistory: [
        {
          id: paid.id,
          date: paid.issuedAt.toISOString(),
          description: 'Premium Monthly membership',
          amount: 1999,
          currency: 'gbp',
          status: 'paid',
          discountAmount: 500,
          promotionCode: 'SPRING',
          invoiceUrl: 'https://portal.test/i/1',
          periodStart: paid.periodStart!.toISOString(),
          periodEnd: paid.periodEnd!.toISOString(),
        },
      ],
    });
    const undated = await listBillingHistory(billingReaderOf({ invoices: [invoice({ periodStart: null, periodEnd: null })] }), member);
    expect(undated[0]).toMatchObject({ periodStart: null, periodEnd: null });
  });

  it('while paused: not subscribed, with the date it resumes; while past_due: the grace deadline', async () => {
    const paused = await getSubscriptionStatus(billingReaderOf({ live: [subscriptionRow({ status: 'paused', resumesAt: at(12) })] }), member);
    expect(paused).toMatchObject({ subscribed: false, status: 'paused', resumesAt: at(12).toISOString(), graceEndsAt: null });
    const undated = await getSubscriptionStatus(billingReaderOf({ live: [subscriptionRow({ status: 'paused' })] }), member);
    expect(undated.resumesAt).toBeNull();
    const grace = await getSubscriptionStatus(
      billingReaderOf({ live: [subscriptionRow({ status: 'past_due', currentPeriodEnd: at(-1), graceEndsAt: at(6), resumesAt: at(2) })] }),
      member,
    );
    expect(grace).toMatchObject({ subscribed: true, status: 'past_due', graceEndsAt: at(6).toISOString(), resumesAt: null });
    const noDeadline = await getSubscriptionStatus(billingReaderOf({ live: [subscriptionRow({ status: 'past_due' })] }), member);
    expect(noDeadline.graceEndsAt).toBeNull();
    const active = await getSubscriptionStatus(billingReaderOf({ live: [subscriptionRow({ graceEndsAt: at(6) })] }), member);
    expect(active.graceEndsAt).toBeNull();
  });

  it('prices a discount in force, and the full price once it has ended', async () => {
    const priceOf = async (overrides: Parameters<typeof subscriptionRow>[0]) =>
      (await getSubscriptionStatus(billingReaderOf({ live: [subscriptionRow(overrides)] }), member)).price;
    // In force until a date, or for ever.
    expect(await priceOf({ promotionId: 'p', amount: 1499, discountEndsAt: at(30) })).toEqual({ amount: 1499, fullAmount: 1999, discountEndsAt: at(30).toISOString() });
    expect(await priceOf({ promotionId: 'p', amount: 1499, discountEndsAt: null })).toEqual({ amount: 1499, fullAmount: 1999, discountEndsAt: null });
    // Ended (at this very instant or before): the next payment is the full price.
    expect(await priceOf({ promotionId: 'p', amount: 1499, discountEndsAt: at(-1) })).toEqual({ amount: 1999, fullAmount: 1999, discountEndsAt: null });
    // A promotion that took nothing off, or a lower amount without a promotion, is the price as it stands.
    expect(await priceOf({ promotionId: 'p', amount: 1999, discountEndsAt: at(30) })).toEqual({ amount: 1999, fullAmount: 1999, discountEndsAt: null });
    expect(await priceOf({ promotionId: null, amount: 1499 })).toEqual({ amount: 1499, fullAmount: 1499, discountEndsAt: null });
  });
});
