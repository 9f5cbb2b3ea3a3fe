import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@content/answer-checker';
import { remainingFlags } from './send-for-review';

const flagsFor = (text: string, limit: { words: number } | { characters: number }) =>
  remainingFlags(checkAnswer({ firm: 'ashurst', text, limit }), limit, 'Ashurst');

describe('what the confirmation says the checker still flags', () => {
  it('names one word or character over the limit in the singular', () => {
    expect(flagsFor('one two three', { words: 2 })).toEqual(['1 word over the limit.']);
    expect(flagsFor('abcd', { characters: 3 })).toEqual(['1 character over the limit.']);
  });

  it('names more than one in the plural', () => {
    expect(flagsFor('one two three four', { words: 2 })).toEqual(['2 words over the limit.']);
    expect(flagsFor('abcdef', { characters: 3 })).toEqual(['3 characters over the limit.']);
  });

  it('says nothing of a draft at its limit', () => {
    expect(flagsFor('one two', { words: 2 })).toEqual([]);
  });
});
