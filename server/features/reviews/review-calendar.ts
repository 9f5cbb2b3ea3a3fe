import { firstOfMonth, isWeekday, londonDateOf, nextDay, startOfLondonDay } from '../../platform/uk-calendar';

/**
 * When a review submitted at `submittedAt` is due: the end of the `workingDays`-th working
 * day (Mon-Fri, UK time) after the day it arrived. Bank holidays are not counted out.
 */
export function reviewDueAt(submittedAt: Date, workingDays: number) {
  let day = londonDateOf(submittedAt);
  for (let counted = 0; counted < workingDays;) {
    day = nextDay(day);
    if (isWeekday(day)) counted++;
  }
  return new Date(startOfLondonDay(nextDay(day)).getTime() - 1);
}

/** When the coaches are reminded of a review still open: 9am UK time on the day it is due. */
export const reviewReminderAt = (dueAt: Date) => new Date(startOfLondonDay(londonDateOf(dueAt)).getTime() + 9 * 3600 * 1000);

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const monthName = (date: Date) => monthFormat.format(date);

/** The UK calendar month `now` is in, which a review quota counts: its bounds and names. */
export function quotaMonth(now: Date) {
  const first = firstOfMonth(londonDateOf(now));
  const next = firstOfMonth(first, 1);
  return {
    start: startOfLondonDay(first),
    end: startOfLondonDay(next),
    name: monthName(first),
    nextName: monthName(next),
    /** The date the allowance resets, as YYYY-MM-DD. */
    resetsOn: next.toISOString().slice(0, 10),
  };
}
