// Formatters are made once: toLocale*String builds a new one on every call, which shows in
// server rendering of long lists.
const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' });
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** 30/07/2025: dates as UK readers write them, in UK time. */
export function formatDate(value: string | Date) {
  return day.format(new Date(value));
}

/** 30 July 2025. */
export function formatLongDate(value: string | Date) {
  return longDay.format(new Date(value));
}

/** 30/07/2025, 14:05:09 */
export function formatDateTime(value: string | Date) {
  return dayAndTime.format(new Date(value));
}
