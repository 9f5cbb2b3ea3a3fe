import { addSeconds, differenceInSeconds } from 'date-fns';

/**
 * The arithmetic of a timed attempt, on the server's clock. A member's time factor stretches
 * every limit (extra time is asked for with no proof); null means untimed: no deadline.
 */
export const timeFactors = [1, 1.25, 1.5, 2] as const;
export type TimeFactor = (typeof timeFactors)[number];

/**
 * When an attempt started at `startedAt` must close: start + limit × factor, to the whole
 * second. Untimed, none, unless its purpose gives an untimed attempt an end of its own
 * (`untimedLimitSeconds`, not stretched: a video interview's day).
 */
export function deadlineFor({
  startedAt,
  limitSeconds,
  timeFactor,
  untimedLimitSeconds,
}: {
  startedAt: Date;
  limitSeconds: number;
  timeFactor: number | null;
  untimedLimitSeconds?: number | undefined;
}) {
  if (timeFactor === null) return untimedLimitSeconds === undefined ? null : addSeconds(startedAt, untimedLimitSeconds);
  return addSeconds(startedAt, Math.round(limitSeconds * timeFactor));
}

/** Whole seconds left at `now` (never below 0); null when untimed. */
export function timeLeftSeconds(deadline: Date | null, now: Date) {
  if (deadline === null) return null;
  return Math.max(0, differenceInSeconds(deadline, now));
}

/** An attempt is past its deadline from the deadline's instant on. */
export const isPastDeadline = (deadline: Date | null, now: Date) => deadline !== null && now.getTime() >= deadline.getTime();

/** Seconds from start to close (or to `now` while open), never beyond the deadline. */
export function timeUsedSeconds({ startedAt, deadline, closedAt }: { startedAt: Date; deadline: Date | null; closedAt: Date | null }, now: Date) {
  const end = (closedAt ?? now).getTime();
  const until = deadline === null ? end : Math.min(end, deadline.getTime());
  return Math.max(0, differenceInSeconds(until, startedAt));
}
