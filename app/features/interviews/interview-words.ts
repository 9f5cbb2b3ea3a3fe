import { minutesAndSeconds } from '@content/interviews/minutes-and-seconds';
import type { Pitch } from '~/lib/page-guards.server';

/** What a member without a plan reads instead of the video-interview pages. */
export const interviewsPitch: Pitch = {
  title: 'Video interview practice',
  description:
    'Rehearse the one-way video interviews City firms send after the online tests: timed questions recorded in your browser, then watched by a coach who pins comments to the moments that matter.',
};

export const interviewsPath = '/interviews';
export const interviewAttemptPath = (id: string) => `/interviews/attempts/${id}`;

export { minutesAndSeconds };

/** A question's times as a member reads them. */
export const questionTimes = ({ prepareSeconds, answerSeconds, takes }: { prepareSeconds: number; answerSeconds: number; takes: number }) =>
  `${prepareSeconds === 0 ? 'No preparation' : `${minutesAndSeconds(prepareSeconds)} to prepare`}, ${minutesAndSeconds(answerSeconds)} to answer, ${takes === 1 ? 'one take' : `${takes} takes`}`;
