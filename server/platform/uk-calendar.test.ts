import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@content/uk-dates';
import { addDays, addMonths, daysAfter, firstOfMonth, isWeekday, londonDateOf, nextDay, nextPeriodEnd, periodEnd, periodsEndedBy, startOfLondonDay, ukHourOf, ukToday } from './uk-calendar';

const at = (iso: string) => new Date(iso);

describe('addMonths: billing months end as Stripe ends them', () => {
  it.each([
    ['2027-01-31T10:00:00Z', 1, '2027-02-28T10:00:00Z'],
    ['2028-01-31T10:00:00Z', 1, '2028-02-29T10:00:00Z'],
    ['2027-01-30T10:00:00Z', 1, '2027-02-28T10:00:00Z'],
    ['2027-01-28T10:00:00Z', 1, '2027-02-28T10:00:00Z'],
    ['2027-03-31T09:00:00Z', 1, '2027-04-30T09:00:00Z'],
    ['2026-08-31T09:00:00Z', 6, '2027-02-28T09:00:00Z'],
    ['2026-11-30T10:00:00Z', 3, '2027-02-28T10:00:00Z'],
    ['2028-02-29T10:00:00Z', 12, '2029-02-28T10:00:00Z'],
    ['2026-12-31T10:00:00Z', 2, '2027-02-28T10:00:00Z'],
  ])('%s plus %i months is %s', (start, months, end) => {
    expect(addMonths(at(start), months).toISOString()).toBe(at(end).toISOString());
  });

  it('keeps the UTC time across a clock change, as Stripe does', () => {
    expect(addMonths(at('2027-03-15T14:00:00Z'), 1).toISOString()).toBe('2027-04-15T14:00:00.000Z');
    expect(formatDateTime(addMonths(at('2027-03-15T14:00:00Z'), 1))).toBe('15 April 2027 at 15:00');
    expect(addMonths(at('2026-10-15T14:00:00Z'), 1).toISOString()).toBe('2026-11-15T14:00:00.000Z');
  });
});

describe('billing periods return to the anchor day, as Stripe keeps a billing cycle anchor', () => {
  /** The ends of the first `count` periods of `months` months from `anchor`. */
  const ends = (anchor: string, months: number, count: number) =>
    Array.from({ length: count }, (_, i) => periodEnd(at(anchor), months, i + 1).toISOString().slice(0, 10));

  it('a monthly plan bought on 31 January ends on 28 February (29th in a leap year) and the next period ends on 31 March', () => {
    expect(ends('2027-01-31T10:00:00Z', 1, 4)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(ends('2028-01-31T10:00:00Z', 1, 2)).toEqual(['2028-02-29', '2028-03-31']);
  });

  it('a quarterly plan from 30 November ends on 28 February, then back on the 30th', () => {
    expect(ends('2026-11-30T10:00:00Z', 3, 5)).toEqual(['2027-02-28', '2027-05-30', '2027-08-30', '2027-11-30', '2028-02-29']);
  });

  it('an annual plan from 29 February ends on 28 February until a leap year gives the 29th back', () => {
    expect(ends('2028-02-29T10:00:00Z', 12, 4)).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('keeps the anchor’s time on UTC’s clock across both UK clock changes, as Stripe does', () => {
    // Bought at 10:00 GMT in January: after the last Sunday of March London shows 11:00 BST.
    const spring = periodEnd(at('2027-01-31T10:00:00Z'), 1, 2);
    expect(spring.toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(ukHourOf(spring)).toBe(11);
    // Bought at 09:30 BST in August: after the last Sunday of October, 08:30 GMT.
    const autumn = periodEnd(at('2026-08-31T08:30:00Z'), 1, 3);
    expect(autumn.toISOString()).toBe('2026-11-30T08:30:00.000Z');
    expect(formatDateTime(autumn)).toBe('30 November 2026 at 08:30');
    // Periods that end on the change days themselves keep the time too.
    expect(periodEnd(at('2027-02-28T00:30:00Z'), 1, 1).toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(periodEnd(at('2026-09-25T00:30:00Z'), 1, 1).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('counts the periods that have ended: an end is ended at its own instant, not a second before', () => {
    const anchor = at('2027-01-31T10:00:00Z');
    expect(periodsEndedBy(anchor, 1, at('2027-01-31T10:00:00Z'))).toBe(0);
    expect(periodsEndedBy(anchor, 1, at('2027-02-28T09:59:59Z'))).toBe(0);
    expect(periodsEndedBy(anchor, 1, at('2027-02-28T10:00:00Z'))).toBe(1);
    expect(periodsEndedBy(anchor, 1, at('2027-03-30T10:00:00Z'))).toBe(1);
    expect(periodsEndedBy(anchor, 1, at('2027-03-31T10:00:00Z'))).toBe(2);
    expect(periodsEndedBy(anchor, 3, at('2027-12-31T10:00:00Z'))).toBe(3);
    expect(periodsEndedBy(anchor, 12, at('2030-01-31T09:00:00Z'))).toBe(2);
  });

  it('counts none before the anchor (a trial, whose paid cycle starts at its end)', () => {
    expect(periodsEndedBy(at('2027-01-31T10:00:00Z'), 1, at('2026-12-01T10:00:00Z'))).toBe(0);
    expect(nextPeriodEnd(at('2027-01-31T10:00:00Z'), 1, at('2027-01-17T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('finds the next end after a renewal day, including one cut short by February', () => {
    const anchor = at('2027-01-31T10:00:00Z');
    expect(nextPeriodEnd(anchor, 1, anchor).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, 1, at('2027-02-28T10:00:00Z')).toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, 1, at('2027-03-31T10:00:00Z')).toISOString()).toBe('2027-04-30T10:00:00.000Z');
    // Far from the anchor, the count is still exact: the 25th monthly end, not one either side.
    expect(nextPeriodEnd(anchor, 1, at('2029-01-31T10:00:00Z')).toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, 3, at('2027-04-30T10:00:00Z')).toISOString()).toBe('2027-07-31T10:00:00.000Z');
  });
});

describe('addDays counts whole days of 24 hours', () => {
  it('a week that spans the spring change is 168 hours', () => {
    const end = addDays(at('2027-03-25T12:00:00Z'), 7);
    expect(end.toISOString()).toBe('2027-04-01T12:00:00.000Z');
    expect(ukHourOf(end)).toBe(13);
  });

  it('a week that spans the autumn change is 168 hours', () => {
    const end = addDays(at('2026-10-22T11:00:00Z'), 7);
    expect(end.toISOString()).toBe('2026-10-29T11:00:00.000Z');
    expect(ukHourOf(end)).toBe(11);
  });

  it('counts back too', () => {
    expect(addDays(at('2027-03-01T10:00:00Z'), -1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});

describe('calendar dates and London days', () => {
  it('finds the London date of an instant either side of midnight in summer', () => {
    expect(londonDateOf(at('2026-07-01T23:30:00Z')).toISOString()).toBe('2026-07-02T00:00:00.000Z');
    expect(londonDateOf(at('2026-12-01T23:30:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('starts a London day at its midnight in both seasons and on both change days', () => {
    expect(startOfLondonDay(at('2026-07-02T00:00:00Z')).toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(startOfLondonDay(at('2026-12-02T00:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(startOfLondonDay(at('2027-03-28T00:00:00Z')).toISOString()).toBe('2027-03-28T00:00:00.000Z');
    expect(startOfLondonDay(at('2026-10-25T00:00:00Z')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });

  it('moves calendar dates by whole days through month ends, leap days and clock changes', () => {
    expect(daysAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysAfter('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysAfter('2027-03-27', 2)).toBe('2027-03-29');
    expect(daysAfter('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysAfter('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('says today as the UK does just after midnight BST', () => {
    expect(ukToday(at('2026-06-30T23:05:00Z'))).toBe('2026-07-01');
  });
});

describe('months, weekdays and hours as the UK reads them', () => {
  it('finds the first of the month a date is in, and of later months across a year end', () => {
    expect(firstOfMonth(at('2026-11-25T00:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(firstOfMonth(at('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(firstOfMonth(at('2026-11-25T00:00:00Z'), 1).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(firstOfMonth(at('2026-12-31T00:00:00Z'), 2).toISOString()).toBe('2027-02-01T00:00:00.000Z');
  });

  it('tells weekdays from weekends, Monday and Friday included', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(days.map((day) => isWeekday(at(`${day}T00:00:00Z`)))).toEqual([false, true, true, true, true, true, false]);
  });

  it('gives the next calendar date, through a month end and a leap day', () => {
    expect(nextDay(at('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextDay(at('2028-02-28T00:00:00Z')).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(nextDay(at('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads the hour on UK clocks in winter and in summer, midnight as 0', () => {
    expect(ukHourOf(at('2026-12-01T09:30:00Z'))).toBe(9);
    expect(ukHourOf(at('2026-07-01T09:30:00Z'))).toBe(10);
    expect(ukHourOf(at('2026-07-01T23:10:00Z'))).toBe(0);
    expect(ukHourOf(at('2026-12-01T23:10:00Z'))).toBe(23);
  });

  it('says today as the UK does just before and after midnight GMT', () => {
    expect(ukToday(at('2026-12-01T23:59:00Z'))).toBe('2026-12-01');
    expect(ukToday(at('2026-12-02T00:00:00Z'))).toBe('2026-12-02');
  });
});
