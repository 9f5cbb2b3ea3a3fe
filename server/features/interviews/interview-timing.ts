import { addSeconds } from 'date-fns';

/**
 * The times of a video interview. The member's time factor (extra time, asked for with no
 * proof) stretches each question's preparation and answer time; a member who practises
 * untimed gets the standard times, since a recording needs an end.
 */

/** A question's time at the member's factor, to the whole second. */
export const stretchedSeconds = (standardSeconds: number, timeFactor: number | null) => Math.round(standardSeconds * (timeFactor ?? 1));

/** The slack per question for reading the next one, starting the camera and sending the last chunk. */
export const moveOnSeconds = 60;

/**
 * The attempt's limit before the time factor (the timed-attempt core applies it): every take
 * of every question, prepared and answered in full, plus the slack to move on after each.
 */
export function interviewAttemptLimitSeconds(questions: Array<{ prepareSeconds: number; answerSeconds: number; takes: number }>) {
  return questions.reduce((total, question) => total + (question.prepareSeconds + question.answerSeconds) * question.takes + moveOnSeconds, 0);
}

/**
 * How long an attempt of a member who practises untimed stays open: a day from its start,
 * its deadline, after which the sweep closes it like any other (a set needs an end, as a
 * recording does, or takes could be added to it for ever).
 */
export const untimedInterviewAttemptHours = 24;

/**
 * How long after a take's answer time ends (and after its attempt closes) its last chunks may
 * still arrive: the recorder sends what it holds when the countdown stops, and a connection
 * that dropped for a moment catches up. Anything later is refused.
 */
export const takeGraceSeconds = 60;

/**
 * The instant a take stops taking chunks: its question's answer time at the attempt's time
 * factor after the take started, or the attempt's end (its deadline, or when it closed, if
 * sooner), whichever comes first, plus the grace.
 */
export function takeClosesAt({
  startedAt,
  answerSeconds,
  timeFactor,
  deadline,
  closedAt,
}: {
  startedAt: Date;
  answerSeconds: number;
  timeFactor: number | null;
  deadline: Date | null;
  closedAt: Date | null;
}) {
  const ends = [addSeconds(startedAt, stretchedSeconds(answerSeconds, timeFactor)), deadline, closedAt].filter((end): end is Date => end !== null);
  return addSeconds(new Date(Math.min(...ends.map((end) => end.getTime()))), takeGraceSeconds);
}
