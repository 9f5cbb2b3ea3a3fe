import { describe, expect, it } from 'vitest';
import { median, percentileOfSorted } from './stats';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring NaN', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2, Number.NaN])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('percentileOfSorted', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('is the smallest value that the given share of values does not exceed', () => {
    expect(percentileOfSorted(hundred, 0.5)).toBe(50);
    expect(percentileOfSorted(hundred, 0.95)).toBe(95);
    expect(percentileOfSorted(hundred, 0.99)).toBe(99);
    expect(percentileOfSorted([1, 2, 3], 0.5)).toBe(2);
  });

  it('stays within the values at the ends, and is NaN for none', () => {
    expect(percentileOfSorted(hundred, 0)).toBe(1);
    expect(percentileOfSorted(hundred, 1)).toBe(100);
    expect(percentileOfSorted([7], 0.95)).toBe(7);
    expect(percentileOfSorted([], 0.5)).toBeNaN();
  });
});
