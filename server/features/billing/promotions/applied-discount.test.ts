import { describe, expect, it } from 'vitest';
import { carriedDiscount } from './applied-discount';
import type { Promotion } from './promotions';

const promotion = (terms: Pick<Promotion, 'duration' | 'durationInMonths'> & Partial<Promotion>): Promotion => ({
  id: 'promotion-1',
  code: 'SPRING',
  percentOff: 25,
  amountOff: null,
  planIds: null,
  maxRedemptions: null,
  expiresAt: null,
  timesRedeemed: 1,
  stripeCouponId: null,
  stripePromotionCodeId: null,
  createdBy: null,
  createdAt: new Date('2027-01-01T00:00:00Z'),
  ...terms,
});

// A switch to the quarterly plan (4999) on 10 February, a new cycle anchored then.
const start = new Date('2027-02-10T09:00:00Z');
const period = { anchor: start, start, firstPeriodEnd: new Date('2027-05-10T09:00:00Z') };
const monthlyPeriodEnd = new Date('2027-03-01T09:00:00Z');

describe('the discount a subscription keeps through a plan change', () => {
  it('takes the same share off the new price until the same end, while a repeating discount is in force', () => {
    const endsAt = new Date('2027-04-01T09:00:00Z');
    const kept = carriedDiscount(promotion({ duration: 'repeating', durationInMonths: 3 }), { discountEndsAt: endsAt, currentPeriodEnd: monthlyPeriodEnd }, 4999, period);
    expect(kept).toEqual({ amount: 3749, discountAmount: 1250, promotionCode: 'SPRING', promotionId: 'promotion-1', discountEndsAt: endsAt });
  });

  it('keeps a fixed amount off as a fixed amount, and a discount for ever with no end', () => {
    const kept = carriedDiscount(
      promotion({ duration: 'forever', durationInMonths: null, percentOff: null, amountOff: 500 }),
      { discountEndsAt: null, currentPeriodEnd: monthlyPeriodEnd },
      4999,
      period,
    );
    expect(kept).toMatchObject({ amount: 4499, discountAmount: 500, discountEndsAt: null });
  });

  it('keeps nothing once the discount has ended, up to the very moment of the switch', () => {
    const terms = promotion({ duration: 'repeating', durationInMonths: 1 });
    expect(carriedDiscount(terms, { discountEndsAt: start, currentPeriodEnd: monthlyPeriodEnd }, 4999, period)).toBeUndefined();
    expect(carriedDiscount(terms, { discountEndsAt: new Date(start.getTime() + 1), currentPeriodEnd: monthlyPeriodEnd }, 4999, period)).toMatchObject({
      amount: 3749,
    });
  });

  it('keeps nothing of a once-only discount already taken off the period being paid for', () => {
    const once = promotion({ duration: 'once', durationInMonths: null });
    expect(carriedDiscount(once, { discountEndsAt: monthlyPeriodEnd, currentPeriodEnd: monthlyPeriodEnd }, 4999, period)).toBeUndefined();
  });

  it('moves a once-only discount not yet used (a trial, an offer for the next renewal) to the new plan’s first payment', () => {
    const once = promotion({ duration: 'once', durationInMonths: null });
    const trialEnd = new Date('2027-02-20T09:00:00Z');
    const kept = carriedDiscount(once, { discountEndsAt: new Date('2027-03-20T09:00:00Z'), currentPeriodEnd: trialEnd }, 4999, period);
    expect(kept).toEqual({ amount: 3749, discountAmount: 1250, promotionCode: 'SPRING', promotionId: 'promotion-1', discountEndsAt: period.firstPeriodEnd });
  });
});
