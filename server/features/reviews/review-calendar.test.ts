import { describe, expect, it } from 'vitest';
import { quotaMonth, reviewDueAt, reviewReminderAt } from './review-calendar';

describe('reviewDueAt', () => {
  it('counts five working days from the day of submission, to the end of that day in UK time', () => {
    // Monday 9 November 2026, GMT → Monday 16 November, 23:59:59.999 GMT.
    expect(reviewDueAt(new Date('2026-11-09T10:00:00Z'), 5).toISOString()).toBe('2026-11-16T23:59:59.999Z');
    // Friday → the next Friday.
    expect(reviewDueAt(new Date('2026-11-13T16:00:00Z'), 5).toISOString()).toBe('2026-11-20T23:59:59.999Z');
  });

  it('skips the weekend when submitted on one', () => {
    // Saturday 14 November → Friday 20 November.
    expect(reviewDueAt(new Date('2026-11-14T12:00:00Z'), 5).toISOString()).toBe('2026-11-20T23:59:59.999Z');
  });

  it('follows British Summer Time', () => {
    // Wednesday 1 July 2026, 23:30 BST is still 1 July in London (22:30 UTC) → Wednesday 8 July, 23:59:59.999 BST.
    expect(reviewDueAt(new Date('2026-07-01T22:30:00Z'), 5).toISOString()).toBe('2026-07-08T22:59:59.999Z');
    // Across the October clock change: Friday 23 October 2026 (BST) → Friday 30 October (GMT).
    expect(reviewDueAt(new Date('2026-10-23T09:00:00Z'), 5).toISOString()).toBe('2026-10-30T23:59:59.999Z');
  });
});

describe('reviewReminderAt', () => {
  it('is 9am UK time on the day the review is due, in GMT and in BST', () => {
    expect(reviewReminderAt(new Date('2026-11-16T23:59:59.999Z')).toISOString()).toBe('2026-11-16T09:00:00.000Z');
    expect(reviewReminderAt(new Date('2026-07-08T22:59:59.999Z')).toISOString()).toBe('2026-07-08T08:00:00.000Z');
  });
});

describe('quotaMonth', () => {
  it('is the UK calendar month, with its names and reset date', () => {
    expect(quotaMonth(new Date('2026-11-22T03:00:00Z'))).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
      name: 'November',
      nextName: 'December',
      resetsOn: '2026-12-01',
    });
  });

  it('starts at UK midnight in summer, so 23:30 UTC on 31 May is already June', () => {
    const june = quotaMonth(new Date('2026-05-31T23:30:00Z'));
    expect(june.name).toBe('June');
    expect(june.start.toISOString()).toBe('2026-05-31T23:00:00.000Z');
    expect(june.end.toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('rolls over the year', () => {
    expect(quotaMonth(new Date('2026-12-31T12:00:00Z'))).toMatchObject({
      name: 'December',
      nextName: 'January',
      resetsOn: '2027-01-01',
    });
  });
});
