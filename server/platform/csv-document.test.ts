import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv-document';

describe('CSV the portal sends', () => {
  it('leads every formula-like cell with an apostrophe, and quotes as RFC 4180 asks', () => {
    expect(['=1+1', '+44 20', '-3', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+44 20", "'-3", "'@SUM(A1)", "'\tx"]);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell(null)).toBe('');
    expect(csvDocument([['Name', 'Score'], ['Ada', 3]])).toBe('Name,Score\r\nAda,3\r\n');
  });
});
