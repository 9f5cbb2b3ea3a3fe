/**
 * The time left on a timed attempt, as the page shows and announces it. The server holds the
 * deadline; the page counts down from it through the offset between the server's clock and the
 * device's measured when the page loaded, so a device clock that is wrong changes nothing.
 */

/** What the page was given by the server, and the device's clock when it read it. */
export type ServerClock = {
  /** The attempt's deadline, as the server holds it (ISO instant). */
  deadline: string;
  /** The server's clock when it rendered the page (ISO instant). */
  serverNow: string;
  /** The device's clock (ms since the epoch) when the page read `serverNow`. */
  loadedAt: number;
};

/**
 * Milliseconds left at the device time `deviceNow`: the deadline less the server's time now,
 * which is the server's time at load plus what the device has counted since. Never below 0.
 */
export function msLeftAt({ deadline, serverNow, loadedAt }: ServerClock, deviceNow: number) {
  const serverTimeNow = Date.parse(serverNow) + (deviceNow - loadedAt);
  return Math.max(0, Date.parse(deadline) - serverTimeNow);
}

/**
 * The deadline, on the server's clock, of a stretch of `seconds` starting at the device time
 * `deviceNow` (a question's preparation or answer), never later than `latest` (the attempt's
 * own deadline, held by the server). Counted down like the attempt's, it is as right as the
 * server's clock and never runs past what the server will accept.
 */
export function deadlineAfter({ serverNow, loadedAt }: Pick<ServerClock, 'serverNow' | 'loadedAt'>, deviceNow: number, seconds: number, latest: string | null) {
  const end = Date.parse(serverNow) + (deviceNow - loadedAt) + seconds * 1000;
  return new Date(latest === null ? end : Math.min(end, Date.parse(latest))).toISOString();
}

/** Whole seconds left, rounded down as the server rounds its `timeLeftSeconds`. */
export const secondsLeftAt = (clock: ServerClock, deviceNow: number) => Math.floor(msLeftAt(clock, deviceNow) / 1000);

/** Milliseconds until the shown whole second changes (or the deadline comes), so a tick lands just after it. */
export function msUntilNextSecond(clock: ServerClock, deviceNow: number) {
  const msLeft = msLeftAt(clock, deviceNow);
  if (msLeft === 0) return 0;
  return msLeft < 1000 ? msLeft : (msLeft % 1000) + 1;
}

/**
 * The page's words for the time left, rendered by the server (and refreshed by each answer's
 * page load) and read out to screen readers: whole minutes, as nobody reads a second count.
 */
export function describeTimeLeft(seconds: number) {
  if (seconds <= 0) return 'Time is up';
  if (seconds < 60) return 'Less than a minute left';
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? 'About 1 minute left' : `About ${minutes} minutes left`;
}

/** The visible countdown: `m:ss`, or `h:mm:ss` from an hour (double time on a long test). */
export function clockTimeLeft(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Screen readers hear the time left at the start and when these many seconds are left. */
export const announcedAt = [5 * 60, 60] as const;

/**
 * Which announcement is due now, if any: the smallest mark in `announcedAt` that has been
 * reached since the last announcement (made with `lastAnnounced` seconds left; the first is at
 * the start). A page loaded with 4 minutes left has passed the 5-minute mark already and says
 * nothing more until 1 minute; a tab asleep past both marks says the later one once.
 */
export function announcementDue(secondsLeft: number, lastAnnounced: number): number | null {
  const reached = announcedAt.filter((mark) => secondsLeft <= mark && mark < lastAnnounced);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * A form's time limit as a member reads it, with the time their setting gives them (worked
 * out by the server's timing rule; null: untimed): "30 minutes (45 with your extra time)".
 */
export function describeFormTime(minutes: number, memberSeconds: number | null) {
  const standard = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  if (memberSeconds === null) return `${standard} (untimed for you)`;
  if (memberSeconds === minutes * 60) return standard;
  const theirs = memberSeconds / 60;
  return `${standard} (${Number.isInteger(theirs) ? theirs : theirs.toFixed(1)} with your extra time)`;
}

/** A length of time in words, for the time used and allowed: "12 minutes 5 seconds", "45 minutes". */
export function describeDuration(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  const parts = [
    minutes > 0 ? (minutes === 1 ? '1 minute' : `${minutes} minutes`) : '',
    rest > 0 || minutes === 0 ? (rest === 1 ? '1 second' : `${rest} seconds`) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
