import type { Pitch } from '~/lib/page-guards.server';

/** What a member without a plan reads instead of the video-interview pages. */
export const interviewsPitch: Pitch = {
  title: 'Video interview practice',
  description:
    'Rehearse the one-way video interviews City firms send after the online tests: timed questions recorded in your browser, then watched by a coach who pins comments to the moments that matter.',
};

export const interviewsPath = '/interviews';
export const interviewAttemptPath = (id: string) => `/interviews/attempts/${id}`;

/** 75 → "1:15": how a time in seconds reads beside a question or a comment. */
export function minutesAndSeconds(totalSeconds: number) {
  const whole = Math.floor(totalSeconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A question's times as a member reads them. */
export const questionTimes = ({ prepareSeconds, answerSeconds, takes }: { prepareSeconds: number; answerSeconds: number; takes: number }) =>
  `${prepareSeconds === 0 ? 'No preparation' : `${minutesAndSeconds(prepareSeconds)} to prepare`}, ${minutesAndSeconds(answerSeconds)} to answer, ${takes === 1 ? 'one take' : `${takes} takes`}`;
