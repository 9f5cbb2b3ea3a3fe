/**
 * Calendar arithmetic in UK time (GMT/BST), where review quotas, due dates and application
 * deadlines are counted. A calendar date is held as a UTC midnight (or as `YYYY-MM-DD`), so
 * adding days to it never meets a clock change; billing instants move on UTC's calendar, as
 * Stripe moves them. date-fns (with @date-fns/tz) does the counting.
 */
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysOnCalendar, addMonths as addMonthsOnCalendar } from 'date-fns';

const timeZone = 'Europe/London';

/** `instant` on London's clocks, so date-fns reads London's calendar date and hour. */
const inLondon = (instant: Date) => new TZDate(instant.getTime(), timeZone);
/** `instant` on UTC's calendar, where Stripe counts billing periods. */
const inUtc = (instant: Date) => new TZDate(instant.getTime(), 'UTC');
const asDate = (date: Date) => new Date(date.getTime());

/** The London calendar date an instant falls on. */
export function londonDateOf(instant: Date) {
  const local = inLondon(instant);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** The instant London's clocks strike midnight at the start of `date` (clocks change at 1am, never at midnight). */
export const startOfLondonDay = (date: Date) =>
  asDate(new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), timeZone));

/**
 * `days` whole days (of 24 hours) later, as Stripe counts a trial: a grace period that starts at
 * 14:00 GMT ends at 15:00 BST a week later if the clocks went forward in between.
 */
export const addDays = (instant: Date, days: number) => asDate(addDaysOnCalendar(inUtc(instant), days));

/**
 * The same moment `months` calendar months later (billing periods, pauses, discounts), counted
 * on UTC's calendar as Stripe counts billing periods. A day the shorter month lacks becomes its
 * last day: 31 January plus one month is 28 February (29th in a leap year).
 */
export const addMonths = (instant: Date, months: number) => asDate(addMonthsOnCalendar(inUtc(instant), months));

/**
 * The end of billing period `n` (the first is 1) of `months` months on the cycle anchored at
 * `anchor`, as Stripe keeps a billing cycle anchor: always counted from the anchor, never from
 * the previous end, so a period bought on 31 January ends on 28 February and the next on
 * 31 March.
 */
export const periodEnd = (anchor: Date, months: number, n: number) => addMonths(anchor, months * n);

/**
 * How many periods of `months` months on the cycle anchored at `anchor` have ended by
 * `instant` (none before the anchor), counted from the anchor one period at a time: a member's
 * history holds a few dozen periods at most, and counting leaves no estimate to get wrong.
 */
export function periodsEndedBy(anchor: Date, months: number, instant: Date) {
  let ended = 0;
  while (periodEnd(anchor, months, ended + 1) <= instant) ended++;
  return ended;
}

/** The first end of a `months`-month period on the cycle anchored at `anchor` after `instant`. */
export const nextPeriodEnd = (anchor: Date, months: number, instant: Date) =>
  periodEnd(anchor, months, periodsEndedBy(anchor, months, instant) + 1);

/** The calendar date (a UTC midnight) `days` after `date`. */
const addCalendarDays = (date: Date, days: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));

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
  asCalendarDate(addCalendarDays(new Date(`${date}T00:00:00Z`), days));

/** The next calendar date (a UTC midnight) after `date`. */
export const nextDay = (date: Date) => addCalendarDays(date, 1);

const ukHour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0-23) UK clocks show at `now`. */
export const ukHourOf = (now: Date) => Number(ukHour.format(now));
