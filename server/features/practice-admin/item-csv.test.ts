import { describe, expect, it } from 'vitest';
import { itemsCsvTemplate, readItemsCsv } from './item-csv';
import { itemFromSheet, sheetColumns, sheetFromItem } from './item-sheet';

const header = sheetColumns.join(',');
const row = (values: Partial<Record<(typeof sheetColumns)[number], string>>) =>
  sheetColumns.map((name) => `"${(values[name] ?? '').replaceAll('"', '""')}"`).join(',');

const choiceItem = {
  kind: 'critical-thinking',
  section: 'deduction',
  format: 'choice',
  passage: 'All associates bill time. Priya is an associate.',
  prompt: 'Priya bills time.',
  option1: 'Conclusion follows',
  rationale1: 'Both premises lead to it.',
  option2: 'Conclusion does not follow',
  rationale2: 'It does follow.',
  key: 'A',
};
const rateItem = {
  kind: 'situational-judgement',
  format: 'rate',
  passage: 'You sent a client email to the wrong person.',
  prompt: 'Rate each response.',
  option1: 'Tell your supervisor at once',
  rationale1: 'Owning it early limits the harm.',
  option2: 'Ask the recipient to delete it and say nothing',
  rationale2: 'The firm must know.',
  option3: 'Wait to see if anyone notices',
  rationale3: 'Hiding it makes it worse.',
  key: '4,2,1',
};

describe('one sheet row as an item', () => {
  it('reads a critical-thinking row with options lettered by position', () => {
    const read = itemFromSheet(choiceItem);
    expect(read).toMatchObject({ ok: true, item: { kind: 'critical-thinking', section: 'deduction', difficulty: 'medium', key: { format: 'choice', choice: 'A' } } });
    expect(read.ok && read.item.options.map((each) => each.id)).toEqual(['A', 'B']);
  });

  it('reads each situational-judgement key notation', () => {
    expect(itemFromSheet(rateItem)).toMatchObject({ ok: true, item: { key: { format: 'rate', ratings: { A: 4, B: 2, C: 1 } } } });
    expect(itemFromSheet({ ...rateItem, format: 'most-least', key: 'a, c' })).toMatchObject({ ok: true, item: { key: { most: 'A', least: 'C' } } });
    expect(itemFromSheet({ ...rateItem, format: 'rank', key: 'B,A,C' })).toMatchObject({ ok: true, item: { key: { order: ['B', 'A', 'C'] } } });
  });

  it.each([
    [{ section: '' }, 'section', 'Choose the section this item belongs to'],
    [{ format: 'rank' }, 'format', 'A critical-thinking item is answered by one choice'],
    [{ key: 'C' }, 'key', 'The answer must be one of the options'],
    [{ key: '' }, 'key', 'Give the key'],
    [{ rationale2: '' }, 'rationale2', 'Say why this option is or is not the answer'],
    [{ option2: '', rationale2: '' }, 'option1', 'Give at least 2 options'],
    [{ option4: 'Out of order', rationale4: 'A gap before it' }, 'option4', 'Fill the options in order, without gaps'],
    [{ kind: 'aptitude' }, 'kind', 'Choose critical thinking or situational judgement'],
  ])('names the column of a critical-thinking refusal (%o)', (change, field, message) => {
    const read = itemFromSheet({ ...choiceItem, ...change });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues).toContainEqual({ field, message });
  });

  it.each([
    [{ section: 'inference' }, 'section', 'A situational-judgement item has no section'],
    [{ format: 'choice', key: 'A' }, 'format', 'Choose most and least, rate or rank'],
    [{ format: 'most-least', key: 'A,A' }, 'key', 'The most and least effective responses must differ'],
    [{ format: 'most-least', key: 'A' }, 'key', 'Write the key as most effective, then least effective: A,D'],
    [{ key: '4,2' }, 'key', 'Write the key as a rating from 1 to 4 for each option, in order: 3,1,4,2'],
    [{ key: '4,2,5' }, 'key', 'Rate every option, and only the options, from 1 to 4'],
    [{ key: '0,2,1' }, 'key', 'Rate every option, and only the options, from 1 to 4'],
    [{ format: 'rank', key: 'A,A,B' }, 'key', 'Rank every option exactly once'],
    [{ format: 'rank', key: 'A,B' }, 'key', 'Rank every option exactly once'],
  ])('names the column of a situational-judgement refusal (%o)', (change, field, message) => {
    const read = itemFromSheet({ ...rateItem, ...change });
    expect(!read.ok && read.issues).toContainEqual({ field, message });
  });

  it('gives back the row an item was read from', () => {
    for (const source of [choiceItem, rateItem, { ...rateItem, format: 'rank', key: 'C,A,B' }, { ...rateItem, format: 'most-least', key: 'A,C' }]) {
      const read = itemFromSheet(source);
      if (!read.ok) throw new Error(JSON.stringify(read.issues));
      expect(itemFromSheet(sheetFromItem(read.item))).toEqual(read);
    }
  });
});

describe('the CSV import file', () => {
  it('keeps the good rows and names each bad row by its spreadsheet number and column', () => {
    const csv = [header, row(choiceItem), row({ ...rateItem, key: '4,2,9' }), row(rateItem)].join('\n');
    const read = readItemsCsv(csv);
    expect(read.items.map((each) => each.row)).toEqual([2, 4]);
    expect(read.errors).toEqual([{ row: 3, field: 'key', message: 'Rate every option, and only the options, from 1 to 4' }]);
  });

  it('reads quoted cells with commas, quotes and line breaks, and a byte-order mark', () => {
    const passage = 'First line, with a comma.\nSecond line with "quotes".';
    const read = readItemsCsv(`\uFEFF${header}\r\n${row({ ...choiceItem, passage })}\r\n`);
    expect(read.errors).toEqual([]);
    expect(read.items[0]!.item.passage).toBe(passage);
  });

  it('accepts the columns in any order and leaves out the optional ones', () => {
    const columns = ['key', 'prompt', 'passage', 'format', 'kind', 'section', 'option1', 'rationale1', 'option2', 'rationale2'] as const;
    const csv = [columns.join(','), columns.map((name) => `"${choiceItem[name]}"`).join(',')].join('\n');
    expect(readItemsCsv(csv)).toMatchObject({ items: [{ row: 2 }], errors: [] });
  });

  it.each([
    ['', 'file', 'The file is empty: start from the template'],
    [`${header}\n`, 'file', 'The file has no items under its header'],
    [`${header},colour\n${row(choiceItem)}`, 'colour', 'Unknown column "colour": use the template\'s column names'],
    [header.replace(',key', ''), 'key', 'The column "key" is missing: use the template'],
    [`${header}\nan "inner" quote,x`, 'file', 'The file could not be read as CSV near line 2: check its quotes'],
  ])('refuses a file it cannot read, importing nothing (%#)', (csv, field, message) => {
    const read = readItemsCsv(csv);
    expect(read.items).toEqual([]);
    expect(read.errors).toEqual([{ row: expect.any(Number), field, message }]);
  });

  it('reports an unterminated quote on its own row, naming the line it opens on, after reading the rows before it', () => {
    const passage = 'Two lines,\nin one cell.';
    const csv = `${header}\r\n${row({ ...choiceItem, passage })}\r\n${row({ ...choiceItem, prompt: 'Second.' })}\r\n"critical-thinking,deduction,choice\r\n${row({ ...choiceItem, prompt: 'Swallowed.' })}\r\n`;
    const read = readItemsCsv(csv);
    expect(read.items.map((each) => each.row)).toEqual([2, 3]);
    expect(read.errors).toEqual([{ row: 4, field: 'file', message: expect.stringMatching(/^Unterminated quote: the quote opened on line 5 is never closed/) }]);
  });

  it('refuses a second row holding the same item, naming both rows', () => {
    const csv = [header, row(choiceItem), row({ ...choiceItem, prompt: 'Another.' }), row({ ...choiceItem, prompt: '  PRIYA bills   time. ', key: 'B' })].join('\n');
    const read = readItemsCsv(csv);
    expect(read.items.map((each) => each.row)).toEqual([2, 3]);
    expect(read.errors).toEqual([{ row: 4, field: 'prompt', message: 'Rows 2 and 4 are the same item (kind, passage and prompt): keep one of them' }]);
  });

  it('reports a row with more cells than columns', () => {
    const read = readItemsCsv(`${header}\n${row(choiceItem)},"extra"`);
    expect(read.errors).toEqual([{ row: 2, field: 'file', message: expect.stringContaining('cells for') }]);
  });

  it('imports its own template', () => {
    const read = readItemsCsv(itemsCsvTemplate());
    expect(read.errors).toEqual([]);
    expect(read.items.map((each) => each.item.kind)).toEqual(['critical-thinking', 'situational-judgement']);
  });
});
