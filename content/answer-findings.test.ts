import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-checker';
import { excerptAround, groupFindings, limitOverrun } from './answer-findings';

describe('groupFindings', () => {
  it('shows another firm named twice once, with both places', () => {
    const text = 'Clifford Chance trains well. Unlike Clifford Chance, Ashurst sits in one building.';
    const findings = groupFindings(checkAnswer({ firm: 'ashurst', text }));
    expect(findings).toEqual([
      {
        kind: 'other-firm',
        found: 'Clifford Chance',
        expected: 'Clifford Chance',
        places: [
          { index: 0, length: 15 },
          { index: text.lastIndexOf('Clifford Chance'), length: 15 },
        ],
      },
    ]);
    for (const place of findings[0]!.places)
      expect(text.slice(place.index, place.index + place.length)).toBe('Clifford Chance');
  });

  it('keeps different spellings and kinds apart, in the order they first appear', () => {
    const text =
      'At Kirkland and Ellis, unlike Freshfields, Kirkland and Ellis and kirkland & ellis stand out. Freshfields too.';
    const findings = groupFindings(checkAnswer({ firm: 'kirkland-ellis', text }));
    expect(findings.map((finding) => [finding.kind, finding.found, finding.places.length])).toEqual([
      ['and-or-ampersand', 'Kirkland and Ellis', 2],
      ['other-firm', 'Freshfields', 2],
      ['capitals', 'kirkland & ellis', 1],
    ]);
    expect(findings[0]!.expected).toBe('Kirkland & Ellis');
  });

  it('has nothing to show for a clean answer', () => {
    expect(groupFindings(checkAnswer({ firm: 'ashurst', text: 'Ashurst, for its people.' }))).toEqual([]);
  });
});

describe('limitOverrun at the boundaries', () => {
  it('an answer exactly at its word limit is within it; one word more is one over', () => {
    const limit = { words: 5 };
    const atLimit = checkAnswer({ firm: 'ashurst', text: 'one two three four five', limit });
    expect(atLimit).toMatchObject({ words: 5, overLimit: false });
    expect(limitOverrun(atLimit, limit)).toBeNull();
    const over = checkAnswer({ firm: 'ashurst', text: 'one two three four five six', limit });
    expect(over.overLimit).toBe(true);
    expect(limitOverrun(over, limit)).toEqual({ unit: 'words', over: 1 });
  });

  it('an answer exactly at its character limit is within it; one character more is one over', () => {
    const limit = { characters: 10 };
    const atLimit = checkAnswer({ firm: 'ashurst', text: 'abcde fghi', limit });
    expect(atLimit).toMatchObject({ characters: 10, overLimit: false });
    expect(limitOverrun(atLimit, limit)).toBeNull();
    const over = checkAnswer({ firm: 'ashurst', text: 'abcde fghij', limit });
    expect(over.overLimit).toBe(true);
    expect(limitOverrun(over, limit)).toEqual({ unit: 'characters', over: 1 });
  });

  it('counts in the limit’s own unit and has nothing to say without a limit', () => {
    const check = checkAnswer({ firm: 'ashurst', text: 'a '.repeat(370).trim() });
    expect(limitOverrun(check, { words: 300 })).toEqual({ unit: 'words', over: 70 });
    expect(limitOverrun(check, null)).toBeNull();
  });
});

describe('excerptAround', () => {
  it('gives the place with whole words either side, saying where it was cut', () => {
    const text = `${'word '.repeat(20)}Clifford Chance ${'more '.repeat(20)}`.trim();
    const index = text.indexOf('Clifford Chance');
    const excerpt = excerptAround(text, { index, length: 15 }, 12);
    expect(excerpt).toEqual({
      before: 'word word ',
      match: 'Clifford Chance',
      after: ' more more',
      clippedStart: true,
      clippedEnd: true,
    });
  });

  it('keeps a short draft whole', () => {
    expect(excerptAround('At Freshfields.', { index: 3, length: 11 })).toEqual({
      before: 'At ',
      match: 'Freshfields',
      after: '.',
      clippedStart: false,
      clippedEnd: false,
    });
  });
});
