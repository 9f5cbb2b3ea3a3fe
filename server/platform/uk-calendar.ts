/**
 * Calendar arithmetic in UK time (GMT/BST), where review quotas, due dates and application
 * deadlines are counted. A calendar date is held as a UTC midnight (or as `YYYY-MM-DD`), so
 * adding days never meets a clock change.
 */
const timeZone = 'Europe/London';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function londonWallClock(instant: Date) {
  const parts = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The London calendar date an instant falls on. */
export function londonDateOf(instant: Date) {
  const wall = new Date(londonWallClock(instant));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The instant London's clocks strike midnight at the start of `date` (clocks change at 1am, never at midnight). */
export function startOfLondonDay(date: Date) {
  const guess = date.getTime();
  const offset = londonWallClock(new Date(guess)) - guess;
  return new Date(guess - offset);
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 3600 * 1000);

/** The same moment `months` calendar months later (billing periods, pauses, discounts). */
export function addMonths(date: Date, months: number) {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
}

/** The first day of the month `date` is in, or of the month `monthsLater` after it. */
export const firstOfMonth = (date: Date, monthsLater = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1));

export const isWeekday = (date: Date) => date.getUTCDay() >= 1 && date.getUTCDay() <= 5;

/** A calendar date as the database and the API hold it: `YYYY-MM-DD`. */
export type CalendarDate = string;

const asCalendarDate = (utcMidnight: Date): CalendarDate => utcMidnight.toISOString().slice(0, 10);

/** Today's date in the UK, where deadlines are set and checks recorded. */
export const ukToday = (now = new Date()): CalendarDate => asCalendarDate(londonDateOf(now));

/** The calendar date `days` after `date` (before, when negative). */
export const daysAfter = (date: CalendarDate, days: number): CalendarDate =>
  asCalendarDate(addDays(new Date(`${date}T00:00:00Z`), days));

const ukHour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0-23) UK clocks show at `now`. */
export const ukHourOf = (now: Date) => Number(ukHour.format(now));
