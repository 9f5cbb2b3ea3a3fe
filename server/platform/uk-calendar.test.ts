import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@content/uk-dates';
import { addDays, addMonths, daysAfter, londonDateOf, startOfLondonDay, ukHourOf, ukToday } from './uk-calendar';

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
