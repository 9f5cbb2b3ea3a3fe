import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../content/plans';
import { describeTerms, discountEndsAt, discountOf, discountedAmount } from './discount';

describe('discounted amount', () => {
  it('takes a percentage off, rounded to the penny', () => {
    expect(discountedAmount(4999, { percentOff: 20, amountOff: null })).toBe(3999);
    expect(discountOf(4999, { percentOff: 20, amountOff: null })).toBe(1000);
    expect(discountedAmount(1999, { percentOff: 15, amountOff: null })).toBe(1699);
    expect(discountedAmount(9499, { percentOff: 100, amountOff: null })).toBe(0);
  });

  it('takes a fixed amount off, never below zero', () => {
    expect(discountedAmount(1999, { percentOff: null, amountOff: 500 })).toBe(1499);
    expect(discountedAmount(1999, { percentOff: null, amountOff: 5000 })).toBe(0);
    expect(discountOf(1999, { percentOff: null, amountOff: 5000 })).toBe(1999);
  });

  it('takes nothing off without terms', () => {
    expect(discountedAmount(1999, { percentOff: null, amountOff: null })).toBe(1999);
  });
});

describe('discount end', () => {
  const start = new Date('2026-01-31T10:00:00Z');
  const firstPeriodEnd = new Date('2026-04-30T10:00:00Z');
  const period = { anchor: start, start, firstPeriodEnd };
  it('ends after the first period for once, after N months for repeating, never for forever', () => {
    expect(discountEndsAt({ duration: 'once', durationInMonths: null }, period)).toEqual(firstPeriodEnd);
    expect(discountEndsAt({ duration: 'repeating', durationInMonths: 6 }, period)?.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(discountEndsAt({ duration: 'forever', durationInMonths: null }, period)).toBeNull();
  });

  it('counts a repeating discount that starts at a short month’s end on the billing cycle, back to the anchor day', () => {
    // Bought on 31 January; an offer taken then starts with the period from 28 February.
    const later = { anchor: start, start: new Date('2026-02-28T10:00:00Z'), firstPeriodEnd: new Date('2026-03-31T10:00:00Z') };
    expect(discountEndsAt({ duration: 'repeating', durationInMonths: 2 }, later)?.toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(discountEndsAt({ duration: 'repeating', durationInMonths: 3 }, later)?.toISOString()).toBe('2026-05-31T10:00:00.000Z');
  });
});

describe('terms in words', () => {
  it('says what the member gets', () => {
    expect(describeTerms({ percentOff: 20, amountOff: null, duration: 'once', durationInMonths: null }, formatMoney)).toBe('20% off one payment');
    expect(describeTerms({ percentOff: null, amountOff: 500, duration: 'repeating', durationInMonths: 3 }, formatMoney)).toBe('£5.00 off for 3 months');
    expect(describeTerms({ percentOff: 10, amountOff: null, duration: 'forever', durationInMonths: null }, formatMoney)).toBe('10% off every payment');
  });
});
