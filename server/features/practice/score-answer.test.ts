import { describe, expect, it } from 'vitest';
import type { PracticeKey } from '../../db/schema';
import { creditFor, roundScore, scoreAttempt, sectionNameOf, type ScoredItem } from './score-answer';

const ids = ['a', 'b', 'c', 'd'];
const item = (key: PracticeKey, optionIds = ids) => ({ key, optionIds });

describe('creditFor', () => {
  describe('choice', () => {
    const choice = item({ format: 'choice', choice: 'b' });
    it('gives 1 for the key and 0 for any other option', () => {
      expect(creditFor(choice, 'b')).toBe(1);
      expect(creditFor(choice, 'a')).toBe(0);
    });
    it('gives 0 when unanswered or answered with a list', () => {
      expect(creditFor(choice, undefined)).toBe(0);
      expect(creditFor(choice, ['b'])).toBe(0);
    });
  });

  describe('most and least effective', () => {
    const mostLeast = item({ format: 'most-least', most: 'a', least: 'd' });
    it('gives 0.5 for each of the two picks that matches the key', () => {
      expect(creditFor(mostLeast, ['a', 'd'])).toBe(1);
      expect(creditFor(mostLeast, ['a', 'c'])).toBe(0.5);
      expect(creditFor(mostLeast, ['b', 'd'])).toBe(0.5);
      expect(creditFor(mostLeast, ['d', 'a'])).toBe(0);
    });
    it('gives 0 for a single choice in place of the pair', () => {
      expect(creditFor(mostLeast, 'a')).toBe(0);
    });
  });

  describe('rate', () => {
    const rate = item({ format: 'rate', ratings: { a: 4, b: 1, c: 3, d: 2 } });
    it('gives 1 when every rating matches the key', () => {
      expect(creditFor(rate, [4, 1, 3, 2])).toBe(1);
    });
    it('takes a third off a response per point away from its key, averaged over the responses', () => {
      // a: 1 − 3/3 = 0; b: 1 − 1/3; c: 1; d: 1 − 2/3
      expect(creditFor(rate, [1, 2, 3, 4])).toBeCloseTo((0 + 2 / 3 + 1 + 1 / 3) / 4, 10);
    });
    it('reads the ratings in the order the options are shown, not the key’s order', () => {
      const shownReversed = item({ format: 'rate', ratings: { a: 4, b: 1, c: 3, d: 2 } }, ['d', 'c', 'b', 'a']);
      expect(creditFor(shownReversed, [2, 3, 1, 4])).toBe(1);
    });
    it('gives 0 for a response given no number, and 0 for a single choice', () => {
      expect(creditFor(rate, [4, 'x', 3, 2])).toBe(0.75);
      expect(creditFor(rate, 'a')).toBe(0);
    });
  });

  describe('rank', () => {
    const rank = item({ format: 'rank', order: ['a', 'b', 'c', 'd'] });
    it('gives 1 for the key’s order', () => {
      expect(creditFor(rank, ['a', 'b', 'c', 'd'])).toBe(1);
    });
    it('gives 0 for the order reversed at both ends and a third for the middle two', () => {
      // a and d are 3 places out: 0 each; b and c are 1 out of 3: 2/3 each.
      expect(creditFor(rank, ['d', 'c', 'b', 'a'])).toBeCloseTo((0 + 2 / 3 + 2 / 3 + 0) / 4, 10);
    });
    it('takes 1/(n − 1) off a response per place it is out', () => {
      // b and a swapped: each 1 place out of 3.
      expect(creditFor(rank, ['b', 'a', 'c', 'd'])).toBeCloseTo((2 / 3 + 2 / 3 + 1 + 1) / 4, 10);
    });
    it('gives 0 for a response left out of the ranking, and 0 for a single choice', () => {
      expect(creditFor(rank, ['a', 'b', 'c'])).toBe(0.75);
      expect(creditFor(rank, 'a')).toBe(0);
    });
    it('works for five responses', () => {
      const five = item({ format: 'rank', order: ['a', 'b', 'c', 'd', 'e'] }, ['a', 'b', 'c', 'd', 'e']);
      // e first, the rest one place later: e is 4 out of 4 (0), the others 1 out of 4 (3/4).
      expect(creditFor(five, ['e', 'a', 'b', 'c', 'd'])).toBeCloseTo((4 * 0.75 + 0) / 5, 10);
    });
  });
});

describe('roundScore', () => {
  it('keeps two decimals, rounding half up', () => {
    expect(roundScore(2 / 3)).toBe(0.67);
    expect(roundScore(0.125)).toBe(0.13);
    expect(roundScore(3)).toBe(3);
  });
});

describe('sectionNameOf', () => {
  it('names a critical-thinking item’s section as members read it', () => {
    expect(sectionNameOf({ section: 'inference', format: 'choice' })).toBe('Inference');
    expect(sectionNameOf({ section: 'assumptions', format: 'choice' })).toBe('Recognition of assumptions');
    expect(sectionNameOf({ section: 'evaluation', format: 'choice' })).toBe('Evaluation of arguments');
  });
  it('names a situational-judgement item by its way of answering', () => {
    expect(sectionNameOf({ section: null, format: 'most-least' })).toBe('Most and least effective');
    expect(sectionNameOf({ section: null, format: 'rate' })).toBe('Rating responses');
    expect(sectionNameOf({ section: null, format: 'rank' })).toBe('Ranking responses');
  });
});

describe('scoreAttempt', () => {
  const ct = (id: string, section: ScoredItem['section'], choice: string): ScoredItem => ({
    id,
    section,
    format: 'choice',
    key: { format: 'choice', choice },
    optionIds: ['follows', 'does-not-follow'],
  });
  const items: ScoredItem[] = [
    ct('i1', 'deduction', 'follows'),
    ct('i2', 'inference', 'follows'),
    ct('i3', 'deduction', 'does-not-follow'),
    { id: 's1', section: null, format: 'most-least', key: { format: 'most-least', most: 'a', least: 'b' }, optionIds: ids },
    { id: 's2', section: null, format: 'rank', key: { format: 'rank', order: ['a', 'b', 'c', 'd'] }, optionIds: ids },
  ];

  it('adds each item’s credit into its section, sections in the order they first appear, unanswered items earning 0', () => {
    const result = scoreAttempt(
      items,
      new Map<string, string | string[]>([
        ['i1', 'follows'],
        ['i3', 'follows'],
        ['s1', ['a', 'c']],
        ['s2', ['b', 'a', 'c', 'd']],
      ]),
    );
    expect(result.sections).toEqual([
      { name: 'Deduction', score: 1, maxScore: 2 },
      { name: 'Inference', score: 0, maxScore: 1 },
      { name: 'Most and least effective', score: 0.5, maxScore: 1 },
      { name: 'Ranking responses', score: 0.83, maxScore: 1 },
    ]);
    expect(result.score).toBe(2.33);
    expect(result.maxScore).toBe(5);
    expect(result.credits.get('i2')).toBe(0);
    expect(result.credits.get('s1')).toBe(0.5);
  });

  it('scores an attempt with no answers as 0 of its item count', () => {
    const result = scoreAttempt(items, new Map());
    expect(result.score).toBe(0);
    expect(result.maxScore).toBe(5);
    expect(result.sections.map((section) => section.score)).toEqual([0, 0, 0, 0]);
  });
});
