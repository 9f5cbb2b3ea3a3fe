import { z } from 'zod';
import { multiLineText, plainText, wholeNumber } from '../../platform/http-kit/text.schema';
import type { PracticeFormat } from '../../db/schema';

/** An option id as people send it: short, one line. */
const optionId = plainText(64, 'Choose one of the options');
const rating = wholeNumber({ min: 1, max: 4, message: 'Rate each response from 1 to 4' });

/**
 * `PUT /api/practice/attempts/:id/answers/:questionId`: a choice id, or an array (most then
 * least effective; a rating from 1 to 4 per response in the order shown; response ids in rank
 * order). Whether it fits the question is checked against the question (`answerSchemaFor`).
 */
export const saveAnswerSchema = z.strictObject({
  answer: z.union([optionId, z.array(z.union([optionId, rating])).min(1).max(10)], 'Give a choice or a list'),
});

/** `POST /api/practice/attempts`. */
export const startAttemptSchema = z.strictObject({ formId: z.uuid('Choose a practice test') });

/** `POST /api/practice/attempts/:id/review`. */
export const requestPracticeAttemptReviewSchema = z.strictObject({
  notes: multiLineText(2000, 'Please keep your notes under 2000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/**
 * The answers a question takes, by its format and options: an unknown option, a list of the
 * wrong length, a rating outside 1 to 4 or a ranking that is not each response once is
 * refused, naming the field.
 */
export function answerSchemaFor({ format, options }: { format: PracticeFormat; options: { id: string }[] }) {
  const ids = options.map((option) => option.id);
  const known = z.string('Choose one of the options').refine((id) => ids.includes(id), 'Choose one of the options');
  switch (format) {
    case 'choice':
      return known;
    case 'most-least':
      return z
        .tuple([known, known], 'Choose the most and the least effective response')
        .refine(([most, least]) => most !== least, 'The most and least effective responses must differ');
    case 'rate':
      return z
        .array(rating, `Rate each of the ${ids.length} responses`)
        .length(ids.length, `Rate each of the ${ids.length} responses`);
    case 'rank':
      return z
        .array(known, `Rank all ${ids.length} responses`)
        .length(ids.length, `Rank all ${ids.length} responses`)
        .refine((order) => new Set(order).size === ids.length, 'Rank each response once');
  }
}
