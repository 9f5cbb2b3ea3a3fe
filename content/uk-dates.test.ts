import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './uk-dates';

describe('UK dates', () => {
  it('writes a calendar date as the long UK date, with no leading zero', () => {
    expect(formatDate('2027-01-08')).toBe('8 January 2027');
  });

  it('writes an instant as the day it is in London, not in UTC', () => {
    // 23:30 UTC on 29 March 2026 is 00:30 BST on the 30th.
    expect(formatDate(new Date('2026-03-29T23:30:00Z'))).toBe('30 March 2026');
    // In winter London is on UTC.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('31 December 2026');
  });

  it('adds the UK clock time to the same date style', () => {
    expect(formatDateTime('2026-07-30T13:05:09Z')).toBe('30 July 2026 at 14:05');
    expect(formatDateTime(new Date('2026-11-24T14:05:00Z'))).toBe('24 November 2026 at 14:05');
  });
});
