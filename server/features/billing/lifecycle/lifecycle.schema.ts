import { z } from 'zod';
import { cancellationReasons, type CancellationReason } from '../../../db/schema/vocabulary';
import { multiLineText, wholeNumber } from '../../../platform/http-kit/text.schema';

export const pauseMonthsOptions = [1, 2, 3] as const;

export const pauseSchema = z.strictObject({
  months: wholeNumber({ min: 1, max: 3, message: 'Choose 1, 2 or 3 months' }).refine((value): value is 1 | 2 | 3 => (pauseMonthsOptions as readonly number[]).includes(value), 'Choose 1, 2 or 3 months'),
});

const reasonField = z.enum(cancellationReasons as unknown as [CancellationReason, ...CancellationReason[]], 'Choose the reason that fits best');
const commentField = multiLineText(1000, 'Keep it to 1000 characters or fewer')
  .optional()
  .transform((value) => (value ? value : undefined));

export const cancellationReasonSchema = z.strictObject({ reason: reasonField, comment: commentField });

export const cancelSchema = cancellationReasonSchema;

/** Taking the pause instead of cancelling: the reason given, and the months chosen. */
export const pauseInsteadSchema = cancellationReasonSchema.extend(pauseSchema.shape);

/** How each reason reads to the member and in the coaches' overview. */
export const cancellationReasonLabels: Record<CancellationReason, string> = {
  too_expensive: 'It costs too much',
  got_an_offer: 'I got a training contract or job offer',
  taking_a_break: 'I am taking a break from applications',
  not_using_it: 'I am not using it enough',
  missing_something: 'Something I need is missing',
  other: 'Another reason',
};
