import { describe, expect, it } from 'vitest';
import { answerSchemaFor } from './practice-answer.schema';

const options = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const issue = (format: Parameters<typeof answerSchemaFor>[0]['format'], value: unknown) => {
  const result = answerSchemaFor({ format, options }).safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('answerSchemaFor', () => {
  it('takes one of the question’s options for a choice, and refuses any other id', () => {
    expect(issue('choice', 'b')).toBeNull();
    expect(issue('choice', 'z')).toBe('Choose one of the options');
    expect(issue('choice', ['b'])).toBe('Choose one of the options');
  });
  it('takes two different options for most and least effective', () => {
    expect(issue('most-least', ['a', 'd'])).toBeNull();
    expect(issue('most-least', ['a', 'a'])).toBe('The most and least effective responses must differ');
    expect(issue('most-least', ['a'])).toBe('Choose the most and the least effective response');
    expect(issue('most-least', ['a', 'z'])).toBe('Choose one of the options');
  });
  it('takes a rating from 1 to 4 for each response', () => {
    expect(issue('rate', [1, 2, 3, 4])).toBeNull();
    expect(issue('rate', [1, 2, 3])).toBe('Rate each of the 4 responses');
    expect(issue('rate', [1, 2, 3, 5])).toBe('Rate each response from 1 to 4');
    expect(issue('rate', [0, 2, 3, 4])).toBe('Rate each response from 1 to 4');
    expect(issue('rate', [1.5, 2, 3, 4])).toBe('Rate each response from 1 to 4');
  });
  it('takes each response once for a ranking', () => {
    expect(issue('rank', ['d', 'c', 'b', 'a'])).toBeNull();
    expect(issue('rank', ['a', 'a', 'b', 'c'])).toBe('Rank each response once');
    expect(issue('rank', ['a', 'b', 'c'])).toBe('Rank all 4 responses');
    expect(issue('rank', ['a', 'b', 'c', 'z'])).toBe('Choose one of the options');
  });
});
