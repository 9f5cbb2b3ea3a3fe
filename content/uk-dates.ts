/**
 * How the site writes a date for a person, everywhere: pages, tables, emails, PDFs. One style,
 * the long UK date ("8 January 2027"), in UK time, the same on the server and in the browser
 * (so hydration agrees). Machine formats (CSV, the API, `<time dateTime>`) keep ISO dates.
 * Formatters are made once, on first use: toLocale*String builds a new one on every call, which
 * shows in server rendering of long lists; and the first formatter a browser page builds loads
 * the locale's data, 30–50 ms of Chromium's main thread on our machine, which a page's script
 * should pay only when it shows a date, not because it imported this module.
 */
const timeZone = 'Europe/London';
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const longDate = once(() => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'long' }));
const longDateTime = once(() => new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'long', timeStyle: 'short' }));

/** An instant, or a calendar date held as `YYYY-MM-DD` (read as that day's UTC midnight, which is that day in London too). */
type DateValue = string | Date;

/** "8 January 2027". */
export const formatDate = (value: DateValue) => longDate().format(new Date(value));

/** "8 January 2027 at 14:05" (UK time). */
export const formatDateTime = (value: DateValue) => longDateTime().format(new Date(value));
