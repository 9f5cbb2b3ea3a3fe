import { z } from 'zod';
import { multiLineText, wholeNumber } from '../../platform/http-kit/text.schema';

/**
 * One question of a set, in the one-way format firms use: the text shown, the time to prepare
 * and to answer (standard times, before a member's time factor) and the takes allowed. The
 * coaches' API and forms write it with this schema, and the seeded content is checked by it.
 */
export const questionBounds = {
  prepareSeconds: { min: 0, max: 60 },
  answerSeconds: { min: 30, max: 180 },
  takes: { min: 1, max: 3 },
} as const;
export const interviewQuestionInputSchema = z.strictObject({
  text: multiLineText(600, 'Please keep a question under 600 characters').pipe(z.string().min(1, 'Write the question')),
  prepareSeconds: wholeNumber({
    ...questionBounds.prepareSeconds,
    message: 'Give the preparation time in whole seconds',
    tooLarge: 'Allow at most 60 seconds to prepare',
    tooSmall: 'Give the preparation time in whole seconds, 0 for none',
  }),
  answerSeconds: wholeNumber({
    ...questionBounds.answerSeconds,
    message: 'Give the answer time in whole seconds',
    tooSmall: 'Allow at least 30 seconds to answer',
    tooLarge: 'Allow at most 180 seconds (3 minutes) to answer',
  }),
  takes: wholeNumber({ ...questionBounds.takes, message: 'Allow 1, 2 or 3 takes' }),
});
export type InterviewQuestionInput = z.output<typeof interviewQuestionInputSchema>;

/** `POST /api/interviews/attempts`. */
export const startInterviewAttemptSchema = z.strictObject({ setId: z.uuid('Choose a question set') });

/** `POST /api/interviews/attempts/:id/review`: one answer's takes (`questionId`), or the whole set's without it. */
export const requestInterviewReviewSchema = z.strictObject({
  questionId: z.uuid('Choose an answer of this attempt').optional(),
  notes: multiLineText(2000, 'Please keep your notes under 2000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The attempt page's form deleting one take (the API deletes with `DELETE /api/recordings/:id`). */
export const deleteTakeSchema = z.strictObject({ recordingId: z.uuid('Choose a take of this attempt') });

/** The longest answer a set allows, 180 s at the largest time factor (2), is the latest moment a comment can name. */
export const latestCommentSeconds = 360;
const momentMessage = 'Give the moment as minutes and seconds, such as 0:42';

/** A moment of a take: seconds as a number (the API), or `m:ss` as typed into a form. */
const moment = z.union(
  [
    z.number(momentMessage).min(0, momentMessage).max(latestCommentSeconds, momentMessage),
    z
      .string(momentMessage)
      .trim()
      .regex(/^\d{1,2}:[0-5]\d$/, momentMessage)
      .transform((text) => {
        const [minutes, seconds] = text.split(':').map(Number);
        return minutes! * 60 + seconds!;
      })
      .pipe(z.number().max(latestCommentSeconds, momentMessage)),
  ],
  momentMessage,
);

/** `POST /api/admin/reviews/:id/recording-comments`. */
export const pinRecordingCommentSchema = z.strictObject({
  recordingId: z.uuid('Choose a take of this review'),
  atSeconds: moment,
  text: multiLineText(2000, 'Please keep a comment under 2000 characters').pipe(z.string().min(1, 'Write the comment')),
});
