import { z } from 'zod';
import { firmSlugs } from '../../../content/firms';
import { multiLineText, plainText } from '../../platform/http-kit/text.schema';

/**
 * What a coach writes for a question set, shared by the JSON API and the coaches' page forms
 * (a question's own schema is the interviews feature's, `interviewQuestionInputSchema`).
 */

/** A form's empty choice and the API's null both mean a generic set, for any firm. */
const noFirm = (value: unknown) => (value === '' || value === null ? undefined : value);

export const interviewSetInputSchema = z.strictObject({
  title: plainText(120, 'Please keep the title under 120 characters').pipe(z.string().min(1, 'Give the set a title')),
  description: multiLineText(1000, 'Please keep the description under 1000 characters').default(''),
  firmSlug: z.preprocess(noFirm, z.enum(firmSlugs, 'Choose a firm from the list, or none for a generic set').optional()),
});
export type InterviewSetInput = z.output<typeof interviewSetInputSchema>;

/** The set's questions in their new order: every question of the set, each once. */
export const interviewQuestionOrderSchema = z.strictObject({
  questionIds: z.array(z.uuid('Name the set’s questions by their ids'), 'List the set’s questions in their new order').min(1, 'List the set’s questions in their new order'),
});
