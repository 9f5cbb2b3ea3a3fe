import { describe, expect, it } from 'vitest';
import { calendarDate, instant, optionalCalendarDate, multiLineText, plainText, wholeNumber } from './text.schema';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;
const messageOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('plainText: one line of people’s text', () => {
  const text = plainText(20);
  it.each(['Linklaters', 'Clifford Chance LLP', '漢字 عربى 👩‍⚖️', '<script>', ''])('accepts %j', (value) => {
    expect(accepts(text, value)).toBe(true);
  });
  it.each(['a\u0000b', '\u0000', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009fb', 'a\tb', 'a\nb', 'a\rb'])('refuses %j', (value) => {
    expect(accepts(text, value)).toBe(false);
  });
  it('trims, counts what is left, and says why it refuses', () => {
    expect(text.parse('  Slaughter and May  ')).toBe('Slaughter and May');
    expect(messageOf(text, 'x'.repeat(21))).toBe('Please keep this under 20 characters');
    expect(messageOf(text, 'a\nb')).toBe('Please keep this to one line');
    expect(messageOf(text, 'a\u0000b')).toBe('Please remove the unusual characters');
    expect(accepts(text, 12)).toBe(false);
  });
});

describe('multiLineText: notes, messages, comments', () => {
  it('allows tabs and line breaks, and no other control character', () => {
    const text = multiLineText(100);
    expect(text.parse(' line one\n\tline two\r\n ')).toBe('line one\n\tline two');
    for (const value of ['a\u0000b', 'a\u0008b', 'a\u007fb', 'a\u0090b']) expect(accepts(text, value), JSON.stringify(value)).toBe(false);
  });
  it('keeps a draft as typed when asked not to trim', () => {
    expect(multiLineText(100, undefined, { trim: false }).parse('  as typed \n')).toBe('  as typed \n');
  });
});

describe('calendarDate: a day that exists, in a sane year', () => {
  const date = calendarDate('Choose a closing date');
  it.each(['2028-02-29', '2020-01-01', '2040-12-31', '2027-12-31', ' 2027-06-01 '])('accepts %j', (value) => {
    expect(date.parse(value)).toBe(value.trim());
  });
  it.each(['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00', '0000-01-01', '0001-01-01', '9999-12-31', '2019-12-31', '2041-01-01', '27-02-01', '2027-2-1', '2027/02/01', '01/02/2027', '2027-02-01T00:00:00Z', '2027-02-01\u0000', '+02027-02-01', '２０２７-02-01'])(
    'refuses %j with a message a date picker’s user understands',
    (value) => {
      expect(messageOf(date, value)).toBe('Enter a real date between 2020 and 2040');
    },
  );
  it('asks for a missing required date by its own message, and leaves an optional one out', () => {
    expect(messageOf(date, '')).toBe('Choose a closing date');
    expect(messageOf(date, undefined)).toBe('Choose a closing date');
    expect(optionalCalendarDate().parse('')).toBeUndefined();
    expect(optionalCalendarDate().parse(undefined)).toBeUndefined();
    expect(accepts(optionalCalendarDate(), 20270201)).toBe(false);
    expect(optionalCalendarDate().parse('2028-02-29')).toBe('2028-02-29');
  });
});

describe('instant: an ISO time with its offset', () => {
  it('reads a real instant and refuses impossible or far-off days', () => {
    expect(instant().parse('2027-03-01T12:00:00Z').toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(instant().parse('2028-02-29T23:00:00+01:00').toISOString()).toBe('2028-02-29T22:00:00.000Z');
    for (const value of ['2027-02-29T00:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T00:00:00Z', '2027-03-01', '2027-03-01T12:00:00']) {
      expect(accepts(instant(), value), value).toBe(false);
    }
  });
});

describe('wholeNumber: digits from a form, an integer from JSON', () => {
  const days = wholeNumber({ min: 1, max: 90, message: 'Enter the trial length in days', tooSmall: 'At least 1 day', tooLarge: 'At most 90 days' });
  it.each([['14', 14], ['1', 1], ['90', 90], [14, 14], ['007', 7]])('reads %j as %j', (value, expected) => {
    expect(days.parse(value)).toBe(expected);
  });
  it.each(['0x0e', '1e3', '1e1', ' 12', '12 ', '12.0', '12.5', '+12', '', ' ', '١٢', 'Infinity', 'NaN', '0b11', '0o7', '12\u0000', 12.5, Number.NaN, Infinity, true, null, [], {}])(
    'refuses %j',
    (value) => {
      expect(messageOf(days, value)).toBe('Enter the trial length in days');
    },
  );
  it('says which end of the range was missed', () => {
    expect(messageOf(days, '0')).toBe('At least 1 day');
    expect(messageOf(days, '-3')).toBe('At least 1 day');
    expect(messageOf(days, 91)).toBe('At most 90 days');
    expect(messageOf(days, '99999999999999999999')).toBe('Enter the trial length in days');
  });
});
