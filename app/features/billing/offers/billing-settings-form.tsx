import { Form } from 'react-router';
import { planIds, plans } from '@content/plans';
import type { BillingSettings } from '@server/features/billing/billing-settings';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input, Select } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { Switch } from '~/components/ui/switch';
import { useActionForm } from '~/lib/forms/use-action-form';

export const billingSettingsIntent = 'billing-settings';

/** The free trial and the offer shown before a cancellation, posted to the offers page's action. */
export function BillingSettingsForm({ settings, offers }: { settings: BillingSettings; offers: { id: string; code: string }[] }) {
  const form = useActionForm({ intent: billingSettingsIntent });
  const failed = Object.keys(form.errors).length > 0 || form.formError !== undefined;
  const trialOn = failed ? form.value('trialEnabled') === 'on' : settings.trial !== null;
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.trialDays, form.errors.trialPlanId, form.errors.cancellationOfferId]} />
      <label className="flex items-center gap-3 text-sm font-medium">
        <Switch name="trialEnabled" defaultChecked={trialOn} />
        Free trial for new members
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Trial length in days" hint="Used while the trial is on." error={form.errors.trialDays}>
          <Input name="trialDays" inputMode="numeric" defaultValue={form.value('trialDays', settings.trial ? String(settings.trial.days) : '')} />
        </FormField>
        <FormField label="Trial plan" error={form.errors.trialPlanId}>
          <Select name="trialPlanId" defaultValue={form.value('trialPlanId', settings.trial?.planId ?? '')}>
            <option value="">Choose a plan</option>
            {planIds.map((planId) => (
              <option key={planId} value={planId}>
                {plans[planId].name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Offer shown before a member cancels" error={form.errors.cancellationOfferId}>
        <Select name="cancellationOfferId" defaultValue={form.value('cancellationOfferId', settings.cancellationOfferId ?? '')}>
          <option value="">No offer</option>
          {offers.map((offer) => (
            <option key={offer.id} value={offer.id}>
              {offer.code}
            </option>
          ))}
        </Select>
      </FormField>
      <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
        Save billing settings
      </SubmitRow>
    </Form>
  );
}
