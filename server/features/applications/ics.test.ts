import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks in TEXT values', () => {
    expect(escapeText('A\\B; C, D\nE\r\nF')).toBe('A\\\\B\\; C\\, D\\nE\\nF');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Søn — '.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('makes all-day events that end the next day, in a named calendar with CRLF lines', () => {
    const text = renderCalendar({
      name: 'Mine',
      now: new Date('2030-01-02T03:04:05Z'),
      events: [{ uid: 'a@b', date: '2030-12-31', summary: 'X closes' }],
    });
    expect(text).toContain('\r\nX-WR-CALNAME:Mine\r\n');
    expect(text).toContain('\r\nDTSTAMP:20300102T030405Z\r\n');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20301231\r\nDTEND;VALUE=DATE:20310101\r\n');
    expect(text.split('\r\n').at(-1)).toBe('');
  });
});
