import { describe, expect, it } from 'vitest';
import { answerFromFields, fieldsOfAnswer } from './answer-fields';

const options = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const form = (fields: Record<string, string>) => new Map(Object.entries(fields));
const get = (fields: Record<string, string>) => ({ get: (name: string) => form(fields).get(name) ?? null });

describe('answerFromFields', () => {
  it('reads a choice, or nothing when none was picked', () => {
    expect(answerFromFields({ format: 'choice', options }, get({ choice: 'c' }))).toBe('c');
    expect(answerFromFields({ format: 'choice', options }, get({}))).toBeUndefined();
  });

  it('reads the most and least effective responses, passing on a half-given pair for the server to refuse', () => {
    expect(answerFromFields({ format: 'most-least', options }, get({ most: 'b', least: 'd' }))).toEqual(['b', 'd']);
    expect(answerFromFields({ format: 'most-least', options }, get({ most: 'b', least: '' }))).toEqual(['b', '']);
    expect(answerFromFields({ format: 'most-least', options }, get({ most: '', least: '' }))).toBeUndefined();
  });

  it('reads a rating per response in the order shown', () => {
    expect(answerFromFields({ format: 'rate', options }, get({ 'rate:a': '4', 'rate:b': '1', 'rate:c': '3', 'rate:d': '2' }))).toEqual(['4', '1', '3', '2']);
    expect(answerFromFields({ format: 'rate', options }, get({ 'rate:b': '1' }))).toEqual(['', '1', '', '']);
    expect(answerFromFields({ format: 'rate', options }, get({}))).toBeUndefined();
  });

  it('turns a rank per response into the responses in rank order', () => {
    expect(answerFromFields({ format: 'rank', options }, get({ 'rank:a': '3', 'rank:b': '1', 'rank:c': '4', 'rank:d': '2' }))).toEqual(['b', 'd', 'a', 'c']);
    expect(answerFromFields({ format: 'rank', options }, get({}))).toBeUndefined();
  });

  it('repeats a response where a rank was given twice or left out, so the server refuses the ranking', () => {
    const twice = answerFromFields({ format: 'rank', options }, get({ 'rank:a': '1', 'rank:b': '1', 'rank:c': '2', 'rank:d': '3' })) as string[];
    expect(twice).toHaveLength(4);
    expect(new Set(twice).size).toBeLessThan(4);
    const missing = answerFromFields({ format: 'rank', options }, get({ 'rank:a': '2' })) as string[];
    expect(new Set(missing).size).toBeLessThan(4);
  });
});

describe('fieldsOfAnswer', () => {
  it('shows a saved answer in the fields it came from', () => {
    expect(fieldsOfAnswer({ format: 'choice', options }, 'b')).toEqual({ choice: 'b' });
    expect(fieldsOfAnswer({ format: 'most-least', options }, ['a', 'c'])).toEqual({ most: 'a', least: 'c' });
    expect(fieldsOfAnswer({ format: 'rate', options }, [4, 1, 3, 2])).toEqual({ 'rate:a': '4', 'rate:b': '1', 'rate:c': '3', 'rate:d': '2' });
    expect(fieldsOfAnswer({ format: 'rank', options }, ['b', 'd', 'a', 'c'])).toEqual({ 'rank:b': '1', 'rank:d': '2', 'rank:a': '3', 'rank:c': '4' });
    expect(fieldsOfAnswer({ format: 'rate', options }, undefined)).toEqual({});
  });

  it('round-trips through the fields', () => {
    const cases = [
      { format: 'choice' as const, answer: 'd' },
      { format: 'most-least' as const, answer: ['d', 'a'] },
      { format: 'rate' as const, answer: ['2', '2', '4', '1'] },
      { format: 'rank' as const, answer: ['c', 'a', 'd', 'b'] },
    ];
    for (const { format, answer } of cases) {
      expect(answerFromFields({ format, options }, get(fieldsOfAnswer({ format, options }, answer)))).toEqual(answer);
    }
  });
});
