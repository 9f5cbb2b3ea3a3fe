/**
 * iCalendar (RFC 5545) text for a feed of all-day events: escaped TEXT values, lines folded
 * at 75 octets, CRLF line ends. Pure, so its rules are tested on their own.
 */

export type AllDayEvent = {
  /** Stable across fetches, so calendars update an event instead of adding another. */
  uid: string;
  /** `YYYY-MM-DD`. */
  date: string;
  summary: string;
  description?: string;
  url?: string;
};

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become `\n` (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r\n|\r|\n/g, '\\n');

const maxLineOctets = 75;
const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, never inside a character (RFC 5545 3.1). */
export function foldLine(line: string) {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > maxLineOctets) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const basicDate = (date: string) => date.replaceAll('-', '');
const basicDateTime = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function eventLines(event: AllDayEvent, stamp: string) {
  const nextDay = new Date(`${event.date}T00:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay.toISOString().slice(0, 10))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not TEXT: it is not escaped, but it must not break the line.
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A whole calendar: its name as calendar apps show it, and its events. */
export function renderCalendar({ name, events, now = new Date() }: { name: string; events: AllDayEvent[]; now?: Date }) {
  const stamp = basicDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clearpath Law Coaching//Application tracker//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    // How often subscribing apps should fetch again (those that honour it).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
