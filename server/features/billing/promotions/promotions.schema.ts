import { z } from 'zod';
import { planIds, type PlanId } from '../../../../content/plans';
import { promotionDurations } from '../../../db/schema';

/** Empty form fields mean "not set". */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalInt = (schema: z.ZodType<number>) => z.preprocess(blank, schema.optional());

/** A new promotion code, as the coach API and the coach page's form send it. */
export const promotionInputSchema = z
  .strictObject({
    code: z
      .string('Enter a code')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,40}$/, 'Use 3 to 40 letters, digits or dashes'),
    percentOff: optionalInt(z.coerce.number('Enter a percentage').int('Whole percent only').min(1, 'At least 1%').max(100, 'At most 100%')),
    amountOff: optionalInt(z.coerce.number('Enter an amount in pence').int('Whole pence only').min(1, 'At least 1p').max(1_000_000, 'Too large')),
    duration: z.enum(promotionDurations, 'Choose once, repeating or forever'),
    durationInMonths: optionalInt(z.coerce.number('Enter a number of months').int('Whole months only').min(1, 'At least 1 month').max(36, 'At most 36 months')),
    planIds: z.preprocess(
      (value) => (Array.isArray(value) && value.length === 0 ? undefined : blank(value)),
      z.array(z.enum(planIds as [PlanId, ...PlanId[]], 'Choose one of our plans')).optional(),
    ),
    maxRedemptions: optionalInt(z.coerce.number('Enter a number').int('Whole numbers only').min(1, 'At least 1').max(1_000_000, 'Too large')),
    expiresAt: z.preprocess(blank, z.coerce.date('Enter a valid date').optional()),
  })
  .superRefine((input, ctx) => {
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
  });

export type PromotionInput = z.output<typeof promotionInputSchema>;

/** A code a member types at checkout: any case, surrounding spaces ignored; empty means none. */
export const promotionCodeField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string('Enter a promotion code').trim().toUpperCase().max(40, 'That code is too long').optional(),
);
