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
