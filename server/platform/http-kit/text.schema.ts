import { z } from 'zod';
import { hasControlCharacter, unusualCharacters } from './text.rules';

/**
 * Input as people type it, one rule per kind (ADR 0031): text on one line, text on several
 * lines, a calendar date, a whole number. Every form and every API field of these kinds is
 * one of these, so a value the database or the payment provider cannot take (a NUL, a date
 * that does not exist, `0x0e`) is refused beside its field and never reaches them.
 */

const lineBreaks = /[\t\n\r]/;

/** A trimmed single line of people's text (a name, a firm, a code): no control characters, no line breaks, at most `max` characters. */
export const plainText = (max: number, tooLong = `Please keep this under ${max} characters`) =>
  z
    .string('Please enter text')
    .trim()
    .max(max, tooLong)
    .refine((value) => !lineBreaks.test(value), 'Please keep this to one line')
    .refine((value) => !hasControlCharacter(value, false), unusualCharacters);

/**
 * Text that may run over several lines (notes, messages, comments, drafts): tabs and line
 * breaks allowed, other control characters not. Trimmed unless `trim: false` (a draft is kept as typed).
 */
export const multiLineText = (max: number, tooLong = `Please keep this under ${max} characters`, { trim = true } = {}) =>
  (trim ? z.string('Please enter text').trim() : z.string('Please enter text'))
    .max(max, tooLong)
    .refine((value) => !hasControlCharacter(value, true), unusualCharacters);

/** The years a date people enter here may fall in: campaigns, deadlines, offers. */
export const earliestYear = 2020;
export const latestYear = 2040;
/** What a date picker's user is told for a date that is not a day in those years. */
export const notARealDate = `Enter a real date between ${earliestYear} and ${latestYear}`;

/**
 * `YYYY-MM-DD` (what an `<input type="date">` sends) naming a day that exists, in the years
 * above: 2027-02-29 is not a day, and is not quietly read as 1 March.
 */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < earliestYear || year > latestYear) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const realDate = z.string(notARealDate).trim().refine(isCalendarDate, notARealDate);
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A calendar date that must be given: an empty or missing field is refused with `required` ("Choose a closing date"). */
export const calendarDate = (required: string) => z.preprocess(blankToUndefined, z.string(required).pipe(realDate));

/** A calendar date that may be left out: an empty field is undefined. */
export const optionalCalendarDate = () => z.preprocess(blankToUndefined, realDate.optional());

/** An ISO 8601 instant with its offset (`2027-03-01T12:00:00Z`), on a real day in the same years. */
export const instant = (message = notARealDate) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => isCalendarDate(value.slice(0, 10)), message)
    .transform((value) => new Date(value));

/**
 * A whole number from a form (digits, an optional minus: not `0x0e`, `1e3`, ` 12` or `12.0`)
 * or from JSON (an integer), between `min` and `max`. `message` is what a person is told
 * for anything else, unless `tooSmall`/`tooLarge` say more for a whole number out of range.
 */
export function wholeNumber({ min, max, message, tooSmall = message, tooLarge = message }: { min: number; max: number; message: string; tooSmall?: string; tooLarge?: string }) {
  return z
    .union([z.int(message), z.string(message).regex(/^-?\d{1,15}$/, message).transform(Number)], message)
    .pipe(z.number().min(min, tooSmall).max(max, tooLarge));
}
