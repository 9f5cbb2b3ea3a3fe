import { z } from 'zod';
import { multiLineText, plainText, wholeNumber } from '../../platform/http-kit/text.schema';
import { trackerLimits } from '../applications/tracker-limits';
import { draftTooLong, maxDraftCharacters } from './draft.rules';

const { questionWords, questionCharacters } = trackerLimits;

// Not trimmed: a draft is saved as typed, trailing space included. The same rule as the answer box's.
const draftText = multiLineText(maxDraftCharacters, draftTooLong(), { trim: false });

const limitMessage = 'Please give the limit as a whole number from 1';

/** `{ words }` or `{ characters }`: the question's limit as the firm sets it. */
export const answerLimitSchema = z.union([
  z.strictObject({
    words: wholeNumber({
      min: 1,
      max: questionWords,
      message: limitMessage,
      tooSmall: 'A limit is at least 1',
      tooLarge: `Word limits run up to ${questionWords.toLocaleString('en-GB')}`,
    }),
  }),
  z.strictObject({
    characters: wholeNumber({
      min: 1,
      max: questionCharacters,
      message: limitMessage,
      tooSmall: 'A limit is at least 1',
      tooLarge: `Character limits run up to ${questionCharacters.toLocaleString('en-GB')}`,
    }),
  }),
]);

/** `POST /api/applications/:id/answers`. */
export const addQuestionSchema = z.strictObject({
  question: multiLineText(1000, 'Please keep the question under 1000 characters').min(1, 'Please write the question'),
  limit: answerLimitSchema.nullable().optional(),
});
export type AddQuestionInput = z.output<typeof addQuestionSchema>;

/** `PUT /api/answers/:id`. */
export const saveAnswerSchema = z.strictObject({ text: draftText });

/** `POST /api/answers/check`: `firm` is a catalogue slug or any firm's name. */
export const checkAnswerSchema = z.strictObject({
  firm: plainText(120, 'Please keep the firm name under 120 characters').min(1, 'Please name the firm'),
  text: draftText,
  limit: answerLimitSchema.optional(),
});

/** Sending drafts to the coaches: at least one of the application's answers. */
export const sendAnswersSchema = z.strictObject({
  answerIds: z
    .array(z.uuid('Choose answers of this application'))
    .min(1, 'Choose at least one answer')
    .max(20, 'Choose at most 20 answers'),
  notes: multiLineText(2000, 'Please keep your notes under 2000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
