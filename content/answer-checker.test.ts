import { describe, expect, it } from 'vitest';
import { checkAnswer, countCharacters, countWords, findRepeatedOpenings, resolveFirm } from './answer-checker';
import { firmNameForms } from './firm-name-forms';
import { firms } from './firms';

const answerFor = (firm: string, sentence: string) =>
  checkAnswer({ firm, text: `I want to train at ${sentence} because of its finance practice.` });

describe('the firm name forms', () => {
  it('cover every catalogue firm once', () => {
    expect(firmNameForms.map((forms) => forms.slug).sort()).toEqual(firms.map((firm) => firm.slug).sort());
  });

  it('accept each firm’s own spelling of its name', () => {
    for (const firm of firms)
      expect(firmNameForms.find((forms) => forms.slug === firm.slug)!.accepted).toContain(firm.name);
  });
});

describe('checkAnswer: other firms’ names', () => {
  it('flags every firm’s name in every other firm’s answer', () => {
    for (const writingFor of firms) {
      for (const other of firms.filter((firm) => firm.slug !== writingFor.slug)) {
        const check = answerFor(writingFor.slug, other.name);
        expect(check.otherFirms, `${other.name} in an answer for ${writingFor.name}`).toEqual([
          { name: other.name, found: other.name, index: 19 },
        ]);
        expect(check.firmNameIssues).toEqual([]);
      }
    }
  });

  it('flags former names, short forms and both "and" and "&" forms of other firms', () => {
    const mentions = [
      ['Allen & Overy', 'A&O Shearman'],
      ['Allen and Overy', 'A&O Shearman'],
      ['Shearman & Sterling', 'A&O Shearman'],
      ['A&O', 'A&O Shearman'],
      ['Herbert Smith Freehills', 'Herbert Smith Freehills Kramer'],
      ['HSF', 'Herbert Smith Freehills Kramer'],
      ['Freshfields Bruckhaus Deringer', 'Freshfields'],
      ['K&E', 'Kirkland & Ellis'],
      ['Kirkland', 'Kirkland & Ellis'],
      ['Kirkland and Ellis', 'Kirkland & Ellis'],
      ['Latham', 'Latham & Watkins'],
      ['Latham and Watkins', 'Latham & Watkins'],
      ['White and Case', 'White & Case'],
      ['Skadden Arps', 'Skadden'],
      ['Slaughter & May', 'Slaughter and May'],
      ['Davis Polk and Wardwell', 'Davis Polk'],
      ['Lovells', 'Hogan Lovells'],
      ['CC', 'Clifford Chance'],
    ] as const;
    for (const [found, name] of mentions) {
      expect(answerFor('travers-smith', found).otherFirms, found).toEqual([{ name, found, index: 19 }]);
    }
  });

  it('matches whatever the spacing around "&", curly apostrophes and capitals throughout', () => {
    expect(
      checkAnswer({ firm: 'ashurst', text: 'Kirkland&Ellis and Latham &Watkins' }).otherFirms.map((m) => m.name),
    ).toEqual(['Kirkland & Ellis', 'Latham & Watkins']);
    expect(checkAnswer({ firm: 'ashurst', text: 'Unlike Linklaters’ approach' }).otherFirms).toEqual([
      { name: 'Linklaters', found: 'Linklaters', index: 7 },
    ]);
    expect(checkAnswer({ firm: 'ashurst', text: 'WHY FRESHFIELDS?' }).otherFirms).toEqual([
      { name: 'Freshfields', found: 'FRESHFIELDS', index: 4 },
    ]);
  });

  it('does not take names inside other words, or common words in lower case, for firms', () => {
    const text = [
      'Ashursting is not a word; Linklatersville is not a place.',
      'The links between white-collar work and the case for reform interest me.',
      'A latham is not a thing, nor is skadden, and I may find the slaughter of the lambs grim.',
      'I was cc’d on the HSFX memo, and the KE report, and I read about a Kirklandian view.',
      'Smith travers the field; the fresh fields were green.',
    ].join(' ');
    expect(checkAnswer({ firm: 'clifford-chance', text }).otherFirms).toEqual([]);
  });

  it('treats abbreviations as exact-case whole tokens only', () => {
    expect(checkAnswer({ firm: 'ashurst', text: 'hsf and Hsf and cc' }).otherFirms).toEqual([]);
    expect(checkAnswer({ firm: 'ashurst', text: 'at HSF.' }).otherFirms).toEqual([
      { name: 'Herbert Smith Freehills Kramer', found: 'HSF', index: 3 },
    ]);
  });

  it('reports the longest name where a short form sits inside it', () => {
    expect(checkAnswer({ firm: 'ashurst', text: 'A&O Shearman and HSF Kramer' }).otherFirms).toEqual([
      { name: 'A&O Shearman', found: 'A&O Shearman', index: 0 },
      { name: 'Herbert Smith Freehills Kramer', found: 'HSF Kramer', index: 17 },
    ]);
  });
});

describe('checkAnswer: the firm’s own name', () => {
  it('accepts every accepted form of its own name', () => {
    for (const { slug, accepted } of firmNameForms) {
      for (const form of accepted) {
        const check = answerFor(slug, form);
        expect(check.otherFirms, `${form} for ${slug}`).toEqual([]);
        expect(check.firmNameIssues, `${form} for ${slug}`).toEqual([]);
      }
    }
  });

  it('flags "and" where the firm writes "&", and the reverse, with the right form', () => {
    const slips = [
      ['slaughter-and-may', 'Slaughter & May', 'Slaughter and May'],
      ['kirkland-ellis', 'Kirkland and Ellis', 'Kirkland & Ellis'],
      ['white-case', 'White and Case', 'White & Case'],
      ['latham-watkins', 'Latham and Watkins', 'Latham & Watkins'],
      ['sullivan-cromwell', 'Sullivan and Cromwell', 'Sullivan & Cromwell'],
      ['davis-polk', 'Davis Polk and Wardwell', 'Davis Polk & Wardwell'],
      ['skadden', 'Skadden, Arps, Slate, Meagher and Flom', 'Skadden, Arps, Slate, Meagher & Flom'],
    ] as const;
    for (const [slug, found, expected] of slips) {
      expect(answerFor(slug, found).firmNameIssues, found).toEqual([
        { found, expected, index: 19, reason: 'and-or-ampersand' },
      ]);
    }
  });

  it('flags misspellings and former names with the firm’s name today', () => {
    const slips = [
      ['clifford-chance', 'Clifford Chase', 'Clifford Chance', 'misspelt'],
      ['linklaters', 'Linklater', 'Linklaters', 'misspelt'],
      ['macfarlanes', 'MacFarlanes', 'Macfarlanes', 'misspelt'],
      ['hogan-lovells', 'Hogan Lovell', 'Hogan Lovells', 'misspelt'],
      ['ao-shearman', 'Allen & Overy', 'A&O Shearman', 'former-name'],
      ['herbert-smith-freehills-kramer', 'Herbert Smith Freehills', 'Herbert Smith Freehills Kramer', 'former-name'],
      ['freshfields', 'Freshfields Bruckhaus Deringer', 'Freshfields', 'former-name'],
      ['clifford-chance', 'clifford chance', 'Clifford Chance', 'capitals'],
    ] as const;
    for (const [slug, found, expected, reason] of slips) {
      expect(answerFor(slug, found).firmNameIssues, found).toEqual([{ found, expected, index: 19, reason }]);
    }
  });

  it('finds a firm from its name as well as its slug', () => {
    expect(resolveFirm('Clifford Chance')).toBe('clifford-chance');
    expect(resolveFirm('allen & overy')).toBe('ao-shearman');
    expect(resolveFirm('Kirkland and Ellis')).toBe('kirkland-ellis');
    expect(resolveFirm('Bird & Bird')).toBeUndefined();
  });

  it('checks every catalogue firm for a firm outside the catalogue', () => {
    const check = checkAnswer({ firm: 'Bird & Bird', text: 'Unlike Ashurst, Bird & Bird…' });
    expect(check.otherFirms).toEqual([{ name: 'Ashurst', found: 'Ashurst', index: 7 }]);
    expect(check.firmNameIssues).toEqual([]);
  });
});

describe('checkAnswer: the issue’s example', () => {
  it('flags Freshfields and Allen and Overy in an answer for Clifford Chance, and not Clifford Chance itself', () => {
    const text = 'Clifford Chance appeals to me more than Freshfields or Allen and Overy.';
    const check = checkAnswer({ firm: 'Clifford Chance', text, limit: { words: 5 } });
    expect(check.otherFirms).toEqual([
      { name: 'Freshfields', found: 'Freshfields', index: 40 },
      { name: 'A&O Shearman', found: 'Allen and Overy', index: 55 },
    ]);
    expect(check.firmNameIssues).toEqual([]);
    expect(check).toMatchObject({ words: 12, overLimit: true });
  });
});

describe('counting', () => {
  it('counts words as word processors do', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  A well-known firm — since 1802, at 10 Upper Bank St. ')).toBe(10);
    expect(countWords('Kirkland & Ellis')).toBe(2);
    expect(countWords('one\ntwo\tthree')).toBe(3);
  });

  it('counts characters with spaces, a line break and an emoji as one each', () => {
    expect(countCharacters('ab c')).toBe(4);
    expect(countCharacters('a\r\nb')).toBe(3);
    expect(countCharacters('🙂!')).toBe(2);
  });

  it('flags text over a word or a character limit, and not at it', () => {
    expect(checkAnswer({ firm: 'ashurst', text: 'one two three', limit: { words: 3 } }).overLimit).toBe(false);
    expect(checkAnswer({ firm: 'ashurst', text: 'one two three four', limit: { words: 3 } }).overLimit).toBe(true);
    expect(checkAnswer({ firm: 'ashurst', text: 'abcd', limit: { characters: 3 } }).overLimit).toBe(true);
    expect(checkAnswer({ firm: 'ashurst', text: 'abcd' }).overLimit).toBe(false);
  });
});

describe('findRepeatedOpenings', () => {
  it('finds answers opening with the same sentence or the same first words', () => {
    const answers = [
      { id: 'a', text: 'I have always wanted to be a lawyer. At Ashurst…' },
      { id: 'b', text: 'I have always wanted to be a lawyer! Linklaters…' },
      { id: 'c', text: 'Commercial law fascinates me because of a case I read about.' },
      { id: 'd', text: 'Commercial law fascinates me because of how deals work.' },
      { id: 'e', text: 'Something else entirely, written fresh.' },
    ];
    expect(findRepeatedOpenings(answers)).toEqual([
      { opening: 'I have always wanted to be a lawyer.', answerIds: ['a', 'b'] },
      { opening: 'Commercial law fascinates me because of', answerIds: ['c', 'd'] },
    ]);
  });

  it('ignores short or empty openings', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'Yes.' },
        { id: 'b', text: 'Yes.' },
        { id: 'c', text: '' },
        { id: 'd', text: '' },
      ]),
    ).toEqual([]);
  });
});

describe('limits and openings at their boundaries', () => {
  it('an answer exactly at its character or word limit is within it; one more is over', () => {
    expect(checkAnswer({ firm: 'linklaters', text: 'a'.repeat(100), limit: { characters: 100 } }).overLimit).toBe(
      false,
    );
    expect(checkAnswer({ firm: 'linklaters', text: 'a'.repeat(101), limit: { characters: 100 } }).overLimit).toBe(true);
    expect(checkAnswer({ firm: 'linklaters', text: 'one two three', limit: { words: 3 } }).overLimit).toBe(false);
    expect(checkAnswer({ firm: 'linklaters', text: 'one two three four', limit: { words: 3 } }).overLimit).toBe(true);
    // A word limit counts words, not characters, and no limit is never over.
    expect(
      checkAnswer({ firm: 'linklaters', text: 'antidisestablishmentarianism', limit: { words: 1 } }).overLimit,
    ).toBe(false);
    expect(checkAnswer({ firm: 'linklaters', text: 'a'.repeat(5000), limit: null }).overLimit).toBe(false);
  });

  it('counts words split by any run of spaces, tabs and line breaks', () => {
    expect(countWords('one  two\tthree\n\nfour')).toBe(4);
  });

  it('a shared first sentence of exactly three words counts as a repeated opening; two words do not', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'I love law. Then more.' },
        { id: 'b', text: 'I love law. Something else entirely.' },
      ]),
    ).toEqual([{ opening: 'I love law.', answerIds: ['a', 'b'] }]);
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'Law matters. Then more.' },
        { id: 'b', text: 'Law matters. Something else entirely.' },
      ]),
    ).toEqual([]);
  });

  it('exactly six shared opening words count as a repeated opening; five do not', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'Since school I have always wanted law' },
        { id: 'b', text: 'Since school I have  always wanted something else' },
      ]),
    ).toEqual([{ opening: 'Since school I have always wanted', answerIds: ['a', 'b'] }]);
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'Since school I have wanted commercial law' },
        { id: 'b', text: 'Since school I have wanted something else' },
      ]),
    ).toEqual([]);
  });
});

describe('names as members write them', () => {
  it('finds a firm however the application spaces its name', () => {
    expect(resolveFirm('Allen&Overy')).toBe('ao-shearman');
    expect(resolveFirm('  Clifford   Chance ')).toBe('clifford-chance');
  });

  it('reports names after curly apostrophes and no-break spaces where the member wrote them', () => {
    const text = 'I’m drawn to Freshfields’ work, and to Clifford\u00a0Chance.';
    expect(checkAnswer({ firm: 'ashurst', text }).otherFirms).toEqual([
      { name: 'Freshfields', found: 'Freshfields', index: 13 },
      { name: 'Clifford Chance', found: 'Clifford\u00a0Chance', index: 39 },
    ]);
  });

  it('reads an abbreviation with spaces around its "&" as the abbreviation', () => {
    expect(checkAnswer({ firm: 'ashurst', text: 'At A & O and K & E' }).otherFirms).toEqual([
      { name: 'A&O Shearman', found: 'A & O', index: 3 },
      { name: 'Kirkland & Ellis', found: 'K & E', index: 13 },
    ]);
    expect(checkAnswer({ firm: 'ao-shearman', text: 'At A & O Shearman' }).firmNameIssues).toEqual([]);
  });

  it('reads a name whose commas have no space after them, or are left out, as the whole name', () => {
    for (const found of ['Skadden,Arps,Slate,Meagher & Flom', 'Skadden Arps Slate Meagher & Flom']) {
      expect(checkAnswer({ firm: 'ashurst', text: `At ${found}.` }).otherFirms, found).toEqual([
        { name: 'Skadden', found, index: 3 },
      ]);
    }
  });

  it('lists slips in the firm’s own name in the order they appear, whatever their kind', () => {
    const check = checkAnswer({
      firm: 'clifford-chance',
      text: 'clifford chance, not Clifford Chase, beats Linklaters and clifford chance.',
    });
    expect(check.firmNameIssues).toEqual([
      { found: 'clifford chance', expected: 'Clifford Chance', index: 0, reason: 'capitals' },
      { found: 'Clifford Chase', expected: 'Clifford Chance', index: 21, reason: 'misspelt' },
      { found: 'clifford chance', expected: 'Clifford Chance', index: 58, reason: 'capitals' },
    ]);
    expect(check.otherFirms).toEqual([{ name: 'Linklaters', found: 'Linklaters', index: 43 }]);
  });
});

describe('openings as members write them', () => {
  it('shows an opening as written, without the spaces or blank lines before it', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: '\n\nI love law. Then more.' },
        { id: 'b', text: 'I love law. Something else.' },
      ]),
    ).toEqual([{ opening: 'I love law.', answerIds: ['a', 'b'] }]);
    // Exactly six words, the whole answer so far, after a blank line and with a double space.
    expect(
      findRepeatedOpenings([
        { id: 'a', text: '\n  Since school I have  always wanted' },
        { id: 'b', text: 'Since school I have always wanted law.' },
      ]),
    ).toEqual([{ opening: 'Since school I have always wanted', answerIds: ['a', 'b'] }]);
  });

  it('takes curly and straight apostrophes, and capitals, for the same opening', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'I’ve always wanted to be a solicitor. At Ashurst…' },
        { id: 'b', text: "i've ALWAYS wanted to be a solicitor! Linklaters…" },
      ]),
    ).toEqual([{ opening: 'I’ve always wanted to be a solicitor.', answerIds: ['a', 'b'] }]);
  });

  it('does not take different words with the same letters for the same opening', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'Every day I read caselaw now.' },
        { id: 'b', text: 'Everyday I read case law now.' },
      ]),
    ).toEqual([]);
  });

  it('reports two pairs of answers sharing two openings as two findings', () => {
    expect(
      findRepeatedOpenings([
        { id: 'a', text: 'I love law. One.' },
        { id: 'bc', text: 'I love law. Two.' },
        { id: 'ab', text: 'Deals move me. Three.' },
        { id: 'c', text: 'Deals move me. Four.' },
      ]),
    ).toEqual([
      { opening: 'I love law.', answerIds: ['a', 'bc'] },
      { opening: 'Deals move me.', answerIds: ['ab', 'c'] },
    ]);
  });
});
