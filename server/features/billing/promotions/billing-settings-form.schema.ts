import { z } from 'zod';
import { planIds, type PlanId } from '../../../../content/plans';
import { trialDaysField, type BillingSettings } from '../billing-settings';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The coach page's flat billing settings form, read into BillingSettings (each message on its own field). */
export const billingSettingsFormSchema = z
  .strictObject({
    trialEnabled: z.boolean(),
    trialDays: z.preprocess(blank, trialDaysField.optional()),
    trialPlanId: z.preprocess(blank, z.enum(planIds as [PlanId, ...PlanId[]], 'Choose the plan the trial is for').optional()),
    cancellationOfferId: z.preprocess(blank, z.uuid('Choose one of the offers').optional()),
  })
  .superRefine((input, ctx) => {
    if (!input.trialEnabled) return;
    if (input.trialDays === undefined) ctx.addIssue({ code: 'custom', path: ['trialDays'], message: 'Enter the trial length in days' });
    if (input.trialPlanId === undefined) ctx.addIssue({ code: 'custom', path: ['trialPlanId'], message: 'Choose the plan the trial is for' });
  })
  .transform(
    (input): BillingSettings => ({
      trial: input.trialEnabled && input.trialDays && input.trialPlanId ? { days: input.trialDays, planId: input.trialPlanId } : null,
      cancellationOfferId: input.cancellationOfferId ?? null,
    }),
  );

export const billingSettingsCheckboxes = ['trialEnabled'] as const;
