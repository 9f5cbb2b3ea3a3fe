import { z } from 'zod';
import { planIds, type PlanId } from '../../../content/plans';
import { promotionCodeField } from './promotions/promotions.schema';

const planIdField = z.enum(planIds as [PlanId, ...PlanId[]], 'Please choose one of our plans');

export const checkoutSchema = z.strictObject({ planId: planIdField, promotionCode: promotionCodeField });

export const demoPortalSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('cancel') }),
    z.strictObject({ action: z.literal('resume') }),
    z.strictObject({ action: z.literal('switch'), planId: planIdField }),
  ],
  'Choose cancel, resume or switch',
);
