import { describe, expect, it } from 'vitest';
import { billingSettingsFormSchema } from './billing-settings-form.schema';

const offerId = '0b7a5f0e-8a51-4a53-9c53-1f0d7d9a6e21';

describe('billing settings form', () => {
  it('reads a trial and an offer', () => {
    expect(billingSettingsFormSchema.parse({ trialEnabled: true, trialDays: '14', trialPlanId: 'monthly', cancellationOfferId: offerId })).toEqual({
      trial: { days: 14, planId: 'monthly' },
      cancellationOfferId: offerId,
    });
  });

  it('reads everything off, ignoring trial fields left filled in', () => {
    expect(billingSettingsFormSchema.parse({ trialEnabled: false, trialDays: '14', trialPlanId: 'monthly', cancellationOfferId: '' })).toEqual({
      trial: null,
      cancellationOfferId: null,
    });
  });

  it('asks for the length and plan of a trial switched on', () => {
    const result = billingSettingsFormSchema.safeParse({ trialEnabled: true, trialDays: '', trialPlanId: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['trialDays', 'Enter the trial length in days'],
      ['trialPlanId', 'Choose the plan the trial is for'],
    ]);
    expect(billingSettingsFormSchema.safeParse({ trialEnabled: true, trialDays: '120', trialPlanId: 'monthly' }).success).toBe(false);
  });
});
