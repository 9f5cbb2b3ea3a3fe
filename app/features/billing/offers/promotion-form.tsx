import { Form } from 'react-router';
import { planIds, plans } from '@content/plans';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input, Select } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { useActionForm } from '~/lib/forms/use-action-form';

export const createPromotionIntent = 'create-promotion';
const fieldNames = ['code', 'percentOff', 'amountOff', 'duration', 'durationInMonths', 'planIds', 'maxRedemptions', 'expiresAt'] as const;

/** Creates a promotion code, posted to the offers page's action. */
export function PromotionForm() {
  const form = useActionForm({ intent: createPromotionIntent });
  const chosenPlans = form.value('planIds');
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...fieldNames.map((name) => form.errors[name])]} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Code" hint="Letters, digits and dashes; members may type it in any case." error={form.errors.code}>
          <Input name="code" required autoComplete="off" autoCapitalize="characters" spellCheck={false} defaultValue={form.value('code')} />
        </FormField>
        <FormField label="Percent off" hint="1 to 100. Or give an amount off." error={form.errors.percentOff}>
          <Input name="percentOff" inputMode="numeric" defaultValue={form.value('percentOff')} />
        </FormField>
        <FormField label="Amount off, in pounds" hint="For example 5 or 5.50. Or give a percentage." error={form.errors.amountOff}>
          <Input name="amountOff" inputMode="decimal" defaultValue={form.value('amountOff')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Applies to" error={form.errors.duration}>
          <Select name="duration" defaultValue={form.value('duration', 'once')}>
            <option value="once">The first payment</option>
            <option value="repeating">Several months</option>
            <option value="forever">Every payment</option>
          </Select>
        </FormField>
        <FormField label="Months" optional hint="For several months only." error={form.errors.durationInMonths}>
          <Input name="durationInMonths" inputMode="numeric" defaultValue={form.value('durationInMonths')} />
        </FormField>
        <FormField label="Uses at most" optional hint="Across all members; each member once." error={form.errors.maxRedemptions}>
          <Input name="maxRedemptions" inputMode="numeric" defaultValue={form.value('maxRedemptions')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Expires on" optional error={form.errors.expiresAt}>
          <Input name="expiresAt" type="date" defaultValue={form.value('expiresAt')} />
        </FormField>
        <fieldset className="grid content-start gap-2 sm:col-span-2" aria-describedby={form.errors.planIds ? 'plan-ids-error' : undefined}>
          <legend className="text-sm font-medium">Plans (none ticked: every plan)</legend>
          <div className="flex flex-wrap gap-4">
            {planIds.map((planId) => (
              <label key={planId} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="planIds" value={planId} defaultChecked={chosenPlans === planId} className="size-4 accent-[var(--primary)]" />
                {plans[planId].name}
              </label>
            ))}
          </div>
          {form.errors.planIds ? (
            <p id="plan-ids-error" className="text-sm font-medium text-destructive-text">
              {form.errors.planIds}
            </p>
          ) : null}
        </fieldset>
      </div>
      <SubmitRow pending={form.pending} pendingLabel="Creating..." message={form.message}>
        Create code
      </SubmitRow>
    </Form>
  );
}
