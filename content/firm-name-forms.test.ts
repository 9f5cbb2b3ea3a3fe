import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-checker';
import { officialName } from './firm-name-forms';

/** The issues found in an answer for `firm` that names it as `written`. */
const issuesFor = (firm: string, written: string) => checkAnswer({ firm, text: `Training at ${written} appeals to me.` }).firmNameIssues;

describe('slips in each firm’s own name are caught', () => {
  it.each([
    ['ao-shearman', 'A&O Sherman', 'A&O Shearman'],
    ['clifford-chance', 'Clifford Chase', 'Clifford Chance'],
    ['freshfields', 'Fresh Fields', 'Freshfields'],
    ['linklaters', 'Linklatters', 'Linklaters'],
    ['slaughter-and-may', 'Slaughters and May', 'Slaughter and May'],
    ['herbert-smith-freehills-kramer', 'Herbert Smith Freehils Kramer', 'Herbert Smith Freehills Kramer'],
    ['ashurst', 'Ashhurst', 'Ashurst'],
    ['macfarlanes', 'McFarlanes', 'Macfarlanes'],
    ['travers-smith', 'Travis Smith', 'Travers Smith'],
    ['hogan-lovells', 'Hogan Lovels', 'Hogan Lovells'],
    ['kirkland-ellis', 'Kirkland & Elis', 'Kirkland & Ellis'],
    ['latham-watkins', 'Latham & Watkin', 'Latham & Watkins'],
    ['white-case', 'White & Cases', 'White & Case'],
    ['skadden', 'Skaden', 'Skadden'],
    ['sullivan-cromwell', 'Sullivan & Cromwel', 'Sullivan & Cromwell'],
    ['davis-polk', 'Davies Polk', 'Davis Polk'],
  ])('%s written as "%s"', (firm, written, expected) => {
    expect(issuesFor(firm, written)).toEqual([{ found: written, expected, index: 12, reason: 'misspelt' }]);
  });
});

describe('former names point at the firm without being its name today', () => {
  it.each([
    ['ao-shearman', 'Allen & Overy'],
    ['freshfields', 'Freshfields Bruckhaus Deringer'],
    ['herbert-smith-freehills-kramer', 'Herbert Smith Freehills'],
    ['ashurst', 'Ashurst Morris Crisp'],
    ['hogan-lovells', 'Hogan & Hartson'],
  ])('%s written as "%s"', (firm, written) => {
    expect(issuesFor(firm, written)).toEqual([{ found: written, expected: officialName(firm as never), index: 12, reason: 'former-name' }]);
  });
});

describe('a firm’s name', () => {
  it('names each firm as the catalogue does', () => {
    expect(officialName('white-case')).toBe('White & Case');
    expect(officialName('ao-shearman')).toBe('A&O Shearman');
  });
});
