import { describe, expect, it } from 'vitest';
import { billingReaderOf, subscriptionRow, type SubscriptionRow } from '../../../tests/support/subscription-rows';
import { findAccessStanding, findNoAccess, hasPremiumAccess, standingOf } from './access-standing';

const now = Date.UTC(2026, 10, 25, 12);
const day = 24 * 3600 * 1000;
const at = (days: number) => new Date(now + days * day);

const row = (overrides: Partial<SubscriptionRow>) => subscriptionRow({ amount: 2900, ...overrides }, now);

describe('where a member stands with premium access', () => {
  it('is none for a member who never held a plan, or only an unfinished checkout', () => {
    expect(standingOf([], now)).toEqual({ kind: 'none' });
    expect(standingOf([row({ status: 'incomplete_expired', currentPeriodEnd: at(-3) })], now)).toEqual({ kind: 'none' });
  });

  it('is subscribed while an active, trialing or cancelling plan runs', () => {
    expect(standingOf([row({})], now)).toEqual({ kind: 'subscribed' });
    expect(standingOf([row({ status: 'trialing' })], now)).toEqual({ kind: 'subscribed' });
    expect(standingOf([row({ cancelAtPeriodEnd: true, canceledAt: at(-1) })], now)).toEqual({ kind: 'subscribed' });
  });

  it('is paused until the resumption date, without access', () => {
    const standing = standingOf([row({ status: 'paused', pausedAt: at(-5), resumesAt: at(25) })], now);
    expect(standing).toEqual({ kind: 'paused', resumesAt: at(25).toISOString() });
    expect(hasPremiumAccess(standing)).toBe(false);
    expect(standingOf([row({ status: 'paused', pausedAt: at(-5) })], now)).toEqual({ kind: 'paused', resumesAt: null });
  });

  it('is ended on the day access stopped: the period end of a cancelled or lapsed plan, the grace end of an unpaid one', () => {
    expect(standingOf([row({ status: 'canceled', canceledAt: at(-40), currentPeriodEnd: at(-9) })], now)).toEqual({
      kind: 'ended',
      endedAt: at(-9).toISOString(),
    });
    // Cancelled at once, before its period was over.
    expect(standingOf([row({ status: 'canceled', canceledAt: at(-2), currentPeriodEnd: at(20) })], now)).toEqual({
      kind: 'ended',
      endedAt: at(-2).toISOString(),
    });
    expect(standingOf([row({ cancelAtPeriodEnd: true, currentPeriodEnd: at(-1) })], now)).toEqual({ kind: 'ended', endedAt: at(-1).toISOString() });
    expect(standingOf([row({ status: 'past_due', currentPeriodEnd: at(-10), graceEndsAt: at(-3) })], now)).toEqual({
      kind: 'ended',
      endedAt: at(-3).toISOString(),
    });
    // The latest ending is the one the member remembers.
    const older = row({ status: 'canceled', currentPeriodEnd: at(-200) });
    const newer = row({ status: 'canceled', currentPeriodEnd: at(-30) });
    expect(standingOf([older, newer], now)).toEqual({ kind: 'ended', endedAt: at(-30).toISOString() });
    expect(hasPremiumAccess(standingOf([newer], now))).toBe(false);
  });

  it('is in grace, with access, while a failed renewal is retried; a current plan outranks a paused or ended one', () => {
    const grace = standingOf([row({ status: 'past_due', currentPeriodEnd: at(-2), graceEndsAt: at(5) })], now);
    expect(grace).toEqual({ kind: 'grace', graceEndsAt: at(5).toISOString() });
    expect(hasPremiumAccess(grace)).toBe(true);
    expect(standingOf([row({ status: 'canceled', currentPeriodEnd: at(-30) }), row({ status: 'paused', resumesAt: at(3) }), row({})], now)).toEqual({
      kind: 'subscribed',
    });
  });

  it('gives premium access to a subscribed or grace standing only', () => {
    expect(hasPremiumAccess({ kind: 'subscribed' })).toBe(true);
    expect(hasPremiumAccess({ kind: 'grace', graceEndsAt: at(2).toISOString() })).toBe(true);
    expect(hasPremiumAccess({ kind: 'none' })).toBe(false);
    expect(hasPremiumAccess({ kind: 'ended', endedAt: at(-2).toISOString() })).toBe(false);
  });

  it('is subscribed, not in grace, without a past_due status or a grace deadline', () => {
    // A stale deadline on a plan paid since says nothing.
    expect(standingOf([row({ graceEndsAt: at(5) })], now)).toEqual({ kind: 'subscribed' });
    // Past_due before its grace period was recorded: the paid period still runs.
    expect(standingOf([row({ status: 'past_due', graceEndsAt: null, currentPeriodEnd: at(3) })], now)).toEqual({ kind: 'subscribed' });
  });

  it('ends a cancelled plan at its period end when that is not ahead, or when no cancellation time is known', () => {
    expect(standingOf([row({ status: 'canceled', canceledAt: at(-2), currentPeriodEnd: new Date(now) })], now)).toEqual({
      kind: 'ended',
      endedAt: new Date(now).toISOString(),
    });
    expect(standingOf([row({ status: 'canceled', canceledAt: null, currentPeriodEnd: at(20) })], now)).toEqual({ kind: 'ended', endedAt: at(20).toISOString() });
  });
});

describe('the member’s standing, read', () => {
  it('answers from the membership when there is one, without reading past plans', async () => {
    const reader = billingReaderOf({ live: [row({ status: 'paused', resumesAt: at(9) })], past: [row({ status: 'canceled', currentPeriodEnd: at(-1) })] });
    expect(await findAccessStanding(reader, { userId: 'member' }, now)).toEqual({ kind: 'paused', resumesAt: at(9).toISOString() });
  });

  it('reads past plans for a member with neither access nor a pause', async () => {
    const reader = billingReaderOf({ past: [row({ status: 'canceled', currentPeriodEnd: at(-4) })] });
    expect(await findAccessStanding(reader, { userId: 'member' }, now)).toEqual({ kind: 'ended', endedAt: at(-4).toISOString() });
    expect(await findAccessStanding(billingReaderOf({}), { userId: 'member' }, now)).toEqual({ kind: 'none' });
  });

  it('says why there is no access, or nothing when there is', async () => {
    expect(await findNoAccess(billingReaderOf({ live: [subscriptionRow({})] }), { userId: 'member' })).toBeNull();
    expect(await findNoAccess(billingReaderOf({}), { userId: 'member' })).toEqual({ kind: 'none' });
  });
});
