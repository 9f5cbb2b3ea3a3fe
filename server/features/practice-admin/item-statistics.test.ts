import { describe, expect, it } from 'vitest';
import { groupSize, mayNotSeparate, upperLowerIndex, type AnsweredAttempt } from './item-statistics';

const attempts = (credits: number[]): AnsweredAttempt[] =>
  // Listed strongest first: the share falls with the position.
  credits.map((credit, index) => ({ attemptId: `a${String(index).padStart(3, '0')}`, share: 1 - index / credits.length, credit }));

describe('item statistics', () => {
  it('takes 27% of the attempts, rounded down, for each group, and at least one', () => {
    expect(groupSize(20)).toBe(5);
    expect(groupSize(100)).toBe(27);
    expect(groupSize(3)).toBe(1);
  });

  it('is 1 when only the strong get the item right, and -1 when only the weak do', () => {
    const strongOnly = [...Array(5).fill(1), ...Array(15).fill(0)];
    expect(upperLowerIndex(attempts(strongOnly))).toBe(1);
    expect(upperLowerIndex(attempts([...strongOnly].reverse()))).toBe(-1);
  });

  it('is the mean credit of the top group minus the bottom group, partial credit included', () => {
    const credits = [1, 1, 0.5, 1, 0, ...Array(10).fill(0.5), 0, 0.5, 0, 0, 0.25];
    expect(upperLowerIndex(attempts(credits))).toBeCloseTo(0.7 - 0.15);
  });

  it('orders by the attempt’s share of marks, not by the order given', () => {
    const given = attempts([...Array(5).fill(1), ...Array(15).fill(0)]).reverse();
    expect(upperLowerIndex(given)).toBe(1);
  });

  it('has nothing to say without attempts', () => {
    expect(upperLowerIndex([])).toBeNull();
  });

  it('flags an index under 0.2', () => {
    expect(mayNotSeparate(0.19)).toBe(true);
    expect(mayNotSeparate(0.2)).toBe(false);
  });
});
