import type { z } from 'zod';
import type { PracticeFormat, PracticeKey } from '../../db/schema';
import { maxOptions, practiceItemInputSchema, type PracticeItemInput } from './practice-item.schema';

/**
 * An item as one flat row of named text cells: a line of the CSV import, and the fields of
 * the page's "write item" form, which share these names. Options are numbered 1 to 6 and
 * get the ids A to F by position; the key is written in a short notation per format.
 * `itemFromSheet` turns a row into the API's item shape and validates it with the API's own
 * schema, naming the column of each refusal.
 */

export const optionLetters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const optionNumbers = Array.from({ length: maxOptions }, (_, index) => index + 1);

export const sheetColumns = [
  'kind',
  'section',
  'format',
  'difficulty',
  'passage',
  'prompt',
  'explanation',
  ...optionNumbers.flatMap((number) => [`option${number}`, `rationale${number}`]),
  'key',
] as const;
export type SheetColumn = (typeof sheetColumns)[number];
export type SheetRow = Partial<Record<string, string>>;

/** How the key column is written for each format, as the template and the form's hint say. */
export const keyNotation: Record<PracticeFormat, string> = {
  choice: 'the letter of the answer: B',
  'most-least': 'most effective, then least effective: A,D',
  rate: 'a rating from 1 to 4 for each option, in order: 3,1,4,2',
  rank: 'the letters from most to least effective: C,A,B,D',
};

export type SheetIssue = { field: string; message: string };
export type SheetResult = { ok: true; item: PracticeItemInput } | { ok: false; issues: SheetIssue[] };

const cell = (row: SheetRow, column: string) => (row[column] ?? '').trim();
const listOf = (text: string) => text.split(',').map((part) => part.trim().toUpperCase());

/** The key from its notation; letters are checked against the options by the item schema. */
function keyFrom(format: string, text: string, optionIds: string[]): PracticeKey | SheetIssue {
  const wrong = (message: string): SheetIssue => ({ field: 'key', message });
  if (text === '') return wrong('Give the key');
  const parts = listOf(text);
  switch (format) {
    case 'choice':
      return parts.length === 1 ? { format, choice: parts[0]! } : wrong(`Write the key as ${keyNotation.choice}`);
    case 'most-least':
      return parts.length === 2 ? { format, most: parts[0]!, least: parts[1]! } : wrong(`Write the key as ${keyNotation['most-least']}`);
    case 'rate': {
      if (parts.length !== optionIds.length || parts.some((part) => !/^\d$/.test(part))) return wrong(`Write the key as ${keyNotation.rate}`);
      return { format, ratings: Object.fromEntries(optionIds.map((id, index) => [id, Number(parts[index])])) };
    }
    case 'rank':
      return { format, order: parts };
    default:
      return wrong('Choose the item’s format first');
  }
}

/** The column a refusal of the item schema belongs to. */
function columnOf(path: PropertyKey[]): string {
  const [first, index, part] = path;
  if (first === 'options' && typeof index === 'number') return part === 'rationale' ? `rationale${index + 1}` : `option${index + 1}`;
  if (first === 'options') return 'option1';
  return typeof first === 'string' ? first : 'kind';
}

/** First refusal per column, in column order. */
function byColumn(issues: SheetIssue[]): SheetIssue[] {
  const first = new Map<string, string>();
  for (const issue of issues) if (!first.has(issue.field)) first.set(issue.field, issue.message);
  const order = (field: string) => (sheetColumns as readonly string[]).indexOf(field);
  return [...first].map(([field, message]) => ({ field, message })).sort((a, b) => order(a.field) - order(b.field));
}

/** Reads one row into an item, or says what is wrong with which column. */
export function itemFromSheet(row: SheetRow): SheetResult {
  const issues: SheetIssue[] = [];
  const options: { id: string; text: string; rationale: string }[] = [];
  let gap = false;
  for (const number of optionNumbers) {
    const text = cell(row, `option${number}`);
    const rationale = cell(row, `rationale${number}`);
    if (text === '' && rationale === '') {
      gap = true;
      continue;
    }
    if (gap) issues.push({ field: `option${number}`, message: 'Fill the options in order, without gaps' });
    options.push({ id: optionLetters[number - 1]!, text, rationale });
  }
  const format = cell(row, 'format');
  const key = keyFrom(format, cell(row, 'key'), options.map((each) => each.id));
  if ('field' in key) issues.push(key);
  const section = cell(row, 'section');
  const difficulty = cell(row, 'difficulty');
  const candidate = {
    kind: cell(row, 'kind'),
    ...(section ? { section } : {}),
    format,
    passage: cell(row, 'passage'),
    prompt: cell(row, 'prompt'),
    options,
    key: 'field' in key ? { format: 'choice', choice: '' } : key,
    explanation: cell(row, 'explanation'),
    ...(difficulty ? { difficulty } : {}),
  };
  const parsed = practiceItemInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const schemaIssues = (parsed.error as z.ZodError).issues
      .map((issue) => ({ field: columnOf(issue.path), message: issue.message }))
      // The key's own notation error already says what to write.
      .filter((issue) => !('field' in key && issue.field === 'key'));
    issues.push(...schemaIssues);
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues: byColumn(issues) };
  return { ok: true, item: parsed.data };
}

/** An item as a row of the sheet: what the edit form starts from. */
export function sheetFromItem(item: PracticeItemInput): Record<string, string> {
  const row: Record<string, string> = {
    kind: item.kind,
    section: item.section ?? '',
    format: item.format,
    difficulty: item.difficulty,
    passage: item.passage,
    prompt: item.prompt,
    explanation: item.explanation,
  };
  item.options.forEach((each, index) => {
    row[`option${index + 1}`] = each.text;
    row[`rationale${index + 1}`] = each.rationale;
  });
  const letter = (id: string) => optionLetters[item.options.findIndex((each) => each.id === id)] ?? id;
  const { key } = item;
  row.key =
    key.format === 'choice'
      ? letter(key.choice)
      : key.format === 'most-least'
        ? `${letter(key.most)},${letter(key.least)}`
        : key.format === 'rate'
          ? item.options.map((each) => key.ratings[each.id]).join(',')
          : key.order.map(letter).join(',');
  return row;
}
