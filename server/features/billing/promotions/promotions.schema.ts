import { z } from 'zod';
import { planIds, type PlanId } from '../../../../content/plans';
import { promotionDurations } from '../../../db/schema/vocabulary';
import { calendarDate, instant, notARealDate, plainText, wholeNumber } from '../../../platform/http-kit/text.schema';
import { poundsField } from './pounds';

/** Empty form fields mean "not set". */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalInt = (rule: Parameters<typeof wholeNumber>[0]) => z.preprocess(blank, wholeNumber(rule).optional());

/** The last day a code works: a date from the form's date picker, or an exact time from an API client. */
const expiryField = z.union([calendarDate(notARealDate).transform((day) => new Date(`${day}T00:00:00Z`)), instant()], notARealDate);

/** An amount off in pence, as the pounds typed on the coach page become. */
const penceOff = z.number().min(1, 'At least 1p').max(1_000_000, 'At most £10,000');

/** The fields of a new promotion code; the API takes the amount off in pence. */
const promotionFields = {
  code: z
    .string('Enter a code')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,40}$/, 'Use 3 to 40 letters, digits or dashes'),
  percentOff: optionalInt({ min: 1, max: 100, message: 'Enter a whole percentage', tooSmall: 'At least 1%', tooLarge: 'At most 100%' }),
  amountOff: optionalInt({ min: 1, max: 1_000_000, message: 'Enter an amount in whole pence', tooSmall: 'At least 1p', tooLarge: 'At most £10,000' }),
  duration: z.enum(promotionDurations, 'Choose once, repeating or forever'),
  durationInMonths: optionalInt({ min: 1, max: 36, message: 'Enter a whole number of months', tooSmall: 'At least 1 month', tooLarge: 'At most 36 months' }),
  planIds: z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? undefined : blank(value)),
    z.array(z.enum(planIds as [PlanId, ...PlanId[]], 'Choose one of our plans')).optional(),
  ),
  maxRedemptions: optionalInt({ min: 1, max: 1_000_000, message: 'Enter a whole number', tooSmall: 'At least 1', tooLarge: 'Too large' }),
  expiresAt: z.preprocess(blank, expiryField.optional()),
};

type PromotionFields = { percentOff?: number; amountOff?: number; duration: string; durationInMonths?: number; expiresAt?: Date };

/** The rules across fields, the same for the API and the coach page's form. */
function promotionRules(input: PromotionFields, ctx: z.RefinementCtx) {
  if ((input.percentOff === undefined) === (input.amountOff === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Give either a percentage off or an amount off, not both' });
  }
  if (input.duration === 'repeating' && input.durationInMonths === undefined) {
    ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: 'Say for how many months a repeating discount applies' });
  }
  if (input.duration !== 'repeating' && input.durationInMonths !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['durationInMonths'], message: 'Months only apply to a repeating discount' });
  }
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'The expiry must be in the future' });
  }
}

/** A new promotion code, as the coach API sends it (amount off in pence). */
export const promotionInputSchema = z.strictObject(promotionFields).superRefine(promotionRules);

/** The coach page's form: the same code, with the amount off typed in pounds ("5" or "5.50") and read as pence. */
export const promotionFormSchema = z
  .strictObject({ ...promotionFields, amountOff: z.preprocess(blank, poundsField.pipe(penceOff).optional()) })
  .superRefine(promotionRules);

export type PromotionInput = z.output<typeof promotionInputSchema>;

/** A code a member types at checkout: any case, surrounding spaces ignored; empty means none. */
export const promotionCodeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  plainText(40, 'That code is too long').toUpperCase().optional(),
);
