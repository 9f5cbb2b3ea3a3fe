import { z } from 'zod';
import { planIds, type PlanId } from '../../../../content/plans';
import { promotionDurations } from '../../../db/schema';
import { poundsField } from './pounds';

/** Empty form fields mean "not set". */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalInt = (schema: z.ZodType<number>) => z.preprocess(blank, schema.optional());

/** An amount off in pence, however it was typed. */
const penceOff = z.number().min(1, 'At least 1p').max(1_000_000, 'At most £10,000');

/** The fields of a new promotion code; the API takes the amount off in pence. */
const promotionFields = {
  code: z
    .string('Enter a code')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,40}$/, 'Use 3 to 40 letters, digits or dashes'),
  percentOff: optionalInt(z.coerce.number('Enter a percentage').int('Whole percent only').min(1, 'At least 1%').max(100, 'At most 100%')),
  amountOff: optionalInt(z.coerce.number('Enter an amount in pence').int('Whole pence only').pipe(penceOff)),
  duration: z.enum(promotionDurations, 'Choose once, repeating or forever'),
  durationInMonths: optionalInt(z.coerce.number('Enter a number of months').int('Whole months only').min(1, 'At least 1 month').max(36, 'At most 36 months')),
  planIds: z.preprocess(
    (value) => (Array.isArray(value) && value.length === 0 ? undefined : blank(value)),
    z.array(z.enum(planIds as [PlanId, ...PlanId[]], 'Choose one of our plans')).optional(),
  ),
  maxRedemptions: optionalInt(z.coerce.number('Enter a number').int('Whole numbers only').min(1, 'At least 1').max(1_000_000, 'Too large')),
  expiresAt: z.preprocess(blank, z.coerce.date('Enter a valid date').optional()),
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
  z.string('Enter a promotion code').trim().toUpperCase().max(40, 'That code is too long').optional(),
);
