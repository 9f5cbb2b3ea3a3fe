import { parse } from 'csv-parse/sync';
import { csvDocument } from '../../platform/csv-document';
import { itemFromSheet, keyNotation, sheetColumns, type SheetRow } from './item-sheet';
import type { PracticeItemInput } from './practice-item.schema';

/**
 * The CSV import's reading: csv-parse reads the file (RFC 4180: quoted cells, commas and
 * line breaks inside quotes, a byte-order mark), the first line names the columns, and each
 * further line is one item, checked by `itemFromSheet` like the page's form. Rows are
 * numbered as a spreadsheet numbers them: the header is row 1, the first item row 2.
 */

export const maxImportRows = 500;
export type ImportError = { row: number; field: string; message: string };
export type ReadCsv = { items: { row: number; item: PracticeItemInput }[]; errors: ImportError[] };

const known = new Set<string>(sheetColumns);
const required = ['kind', 'format', 'passage', 'prompt', 'option1', 'rationale1', 'option2', 'rationale2', 'key'];

const noItemsMessage = 'The file has no items under its header';
const fileError = (field: string, message: string, row = 1): ReadCsv => ({ items: [], errors: [{ row, field, message }] });

/**
 * Where a quoted cell is opened and never closed, if one is: the file's line the quote opens
 * on, the row it belongs to (numbered as the report numbers rows) and where that row starts.
 * A quote opens a cell only at its start, `""` inside one is a quote and a closing quote ends
 * its cell, as csv-parse reads them; csv-parse itself only says where it gave up, often a later line.
 */
function findUnterminatedQuote(text: string) {
  let line = 1;
  let row = 0;
  let rowStart = 0;
  let rowHasContent = false;
  let cellStart = true;
  let quotedFrom: { line: number } | null = null;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\n') line++;
    if (quotedFrom) {
      if (char !== '"') continue;
      const next = text[index + 1];
      if (next === '"') index++;
      else if (next === undefined || next === ',' || next === '\r' || next === '\n') quotedFrom = null;
      // A quote that neither doubles nor ends its cell: the cell's opening quote was never closed.
      else return { line: quotedFrom.line, row, rowStart };
      continue;
    }
    if (char === '\n') {
      rowStart = index + 1;
      rowHasContent = false;
      cellStart = true;
      continue;
    }
    if (char === '\r' || char === '\uFEFF') continue;
    if (!rowHasContent) row++;
    rowHasContent = true;
    if (char === '"' && cellStart) quotedFrom = { line };
    cellStart = char === ',';
  }
  return quotedFrom ? { line: quotedFrom.line, row, rowStart } : null;
}

function parsedRecords(text: string): string[][] | ImportError {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : 1;
    return { row: line, field: 'file', message: `The file could not be read as CSV near line ${line}: check its quotes` };
  }
}

/** Two rows are the same item when they ask the same thing: kind, passage and prompt, whatever the spacing or case. */
const itemIdentity = (item: PracticeItemInput) => [item.kind, item.passage, item.prompt].map((text) => text.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0000');

/** Every row of the file as an item or its refusals; a header that is not the template's refuses the whole file. */
export function readItemsCsv(text: string): ReadCsv {
  // An unclosed quote swallows the rest of the file: the rows before it are read and reported
  // as usual, and the row it opens in is reported on its own, with the line to look at.
  const unterminated = findUnterminatedQuote(text);
  if (unterminated && unterminated.row > 1) {
    const before = readItemsCsv(text.slice(0, unterminated.rowStart));
    const error = {
      row: unterminated.row,
      field: 'file',
      message: `Unterminated quote: the quote opened on line ${unterminated.line} is never closed, so this row and any after it could not be read. Close the quote and import them again`,
    };
    return { items: before.items, errors: [...before.errors.filter((each) => each.message !== noItemsMessage), error] };
  }
  const records = parsedRecords(text);
  if (!Array.isArray(records)) return { items: [], errors: [records] };
  const [header, ...rows] = records;
  if (!header) return fileError('file', 'The file is empty: start from the template');
  const columns = header.map((name) => name.trim().toLowerCase());
  const unknown = columns.find((name) => !known.has(name));
  if (unknown !== undefined) return fileError(unknown || 'file', `Unknown column "${unknown}": use the template's column names`);
  const duplicate = columns.find((name, index) => columns.indexOf(name) !== index);
  if (duplicate) return fileError(duplicate, `The column "${duplicate}" appears twice`);
  const missing = required.find((name) => !columns.includes(name));
  if (missing) return fileError(missing, `The column "${missing}" is missing: use the template`);
  if (rows.length === 0) return fileError('file', noItemsMessage);
  if (rows.length > maxImportRows) return fileError('file', `Import at most ${maxImportRows} items at a time`);

  const result: ReadCsv = { items: [], errors: [] };
  const firstRowOf = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.length > columns.length) {
      result.errors.push({ row, field: 'file', message: `This row has ${cells.length} cells for ${columns.length} columns: check its quotes and commas` });
      return;
    }
    const sheet: SheetRow = Object.fromEntries(columns.map((name, column) => [name, cells[column] ?? '']));
    const read = itemFromSheet(sheet);
    if (!read.ok) {
      result.errors.push(...read.issues.map((issue) => ({ row, ...issue })));
      return;
    }
    const identity = itemIdentity(read.item);
    const first = firstRowOf.get(identity);
    if (first !== undefined) {
      result.errors.push({ row, field: 'prompt', message: `Rows ${first} and ${row} are the same item (kind, passage and prompt): keep one of them` });
      return;
    }
    firstRowOf.set(identity, row);
    result.items.push({ row, item: read.item });
  });
  return result;
}

/** The template coaches download: the header and one example of each kind. */
export function itemsCsvTemplate() {
  const example = (values: Partial<Record<(typeof sheetColumns)[number], string>>) => sheetColumns.map((name) => values[name] ?? '');
  return csvDocument([
    sheetColumns,
    example({
      kind: 'critical-thinking',
      section: 'inference',
      format: 'choice',
      difficulty: 'medium',
      passage: 'Every trainee in the seat attended the induction. Sam is a trainee in the seat.',
      prompt: 'Sam attended the induction.',
      explanation: 'The conclusion follows from the two facts given.',
      option1: 'True',
      rationale1: 'It follows necessarily from the passage.',
      option2: 'Probably true',
      rationale2: 'It is certain, not merely likely.',
      option3: 'Insufficient data',
      rationale3: 'The passage gives all that is needed.',
      option4: 'Probably false',
      rationale4: 'Nothing points against it.',
      option5: 'False',
      rationale5: 'The passage says the opposite.',
      key: 'A',
    }),
    example({
      kind: 'situational-judgement',
      format: 'most-least',
      passage: 'A partner asks you for a research note by 5pm; at 3pm a senior associate gives you an urgent filing for the same time.',
      prompt: 'Choose the most and least effective response.',
      option1: 'Tell both at once and ask them to agree which comes first.',
      rationale1: 'Both learn of the clash while there is time to act.',
      option2: 'Do the filing and send the note late without saying anything.',
      rationale2: 'The partner finds out only when the note does not arrive.',
      option3: 'Ask a fellow trainee whether they could take the research.',
      rationale3: 'Helpful, but the partner should still hear of the change.',
      key: 'A,B',
    }),
  ]);
}

/** The columns as the page documents them. */
export const csvColumnNotes: { column: string; meaning: string }[] = [
  { column: 'kind', meaning: 'critical-thinking or situational-judgement' },
  { column: 'section', meaning: 'critical thinking only: inference, assumptions, deduction, interpretation or evaluation; empty for situational judgement' },
  { column: 'format', meaning: 'choice for critical thinking; most-least, rate or rank for situational judgement' },
  { column: 'difficulty', meaning: 'easy, medium or hard (medium when empty)' },
  { column: 'passage', meaning: 'the passage or scenario' },
  { column: 'prompt', meaning: 'the statement to judge or the question asked' },
  { column: 'explanation', meaning: 'the reasoning on the item as a whole, shown with results (may be empty)' },
  { column: 'option1 … option6', meaning: '2 to 6 options in order; they are lettered A to F' },
  { column: 'rationale1 … rationale6', meaning: 'why each option is or is not the answer' },
  ...(['choice', 'most-least', 'rate', 'rank'] as const).map((format) => ({ column: `key (${format})`, meaning: keyNotation[format] })),
];
