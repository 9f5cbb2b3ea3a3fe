import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, wordsPerMinute } from './reading-time';

describe('reading time', () => {
  it('counts words, not Markdown syntax or link targets', () => {
    const markdown = '## A heading\n\n- one **bold** item\n- [a link](/services) here\n\n> quoted & `code`';
    expect(countWords(markdown)).toBe(10);
  });

  it('rounds words / wpm to whole minutes, with a minimum of one', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingMinutes(words(wordsPerMinute * 2.4))).toBe(2);
    expect(readingMinutes(words(wordsPerMinute * 2.6))).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });
});
