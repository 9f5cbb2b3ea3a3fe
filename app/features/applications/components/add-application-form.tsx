import { Form } from 'react-router';
import { maxFirmNameLength, opportunities } from '@server/features/applications/application.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { useActionForm } from '~/lib/forms/use-action-form';
import { trackerIntents } from '../tracker-intents';

/** Adds an application the deadlines calendar does not list: firm, what for, and its closing date if known. */
export function AddApplicationForm() {
  const form = useActionForm({ intent: trackerIntents.add, resetOnSuccess: true });
  return (
    <Form method="post" ref={form.formRef} noValidate preventScrollReset className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label="Firm" error={form.errors.firm}>
          <Input name="firm" required maxLength={maxFirmNameLength} autoComplete="organization" defaultValue={form.value('firm')} />
        </FormField>
        <FormField label="Applying for" error={form.errors.opportunity}>
          <ChoiceSelect name="opportunity" required choices={opportunities} placeholder="Choose..." defaultValue={form.value('opportunity', '')} />
        </FormField>
        <FormField label="Closing date" optional hint="Leave empty if the firm has not published one." error={form.errors.closesOn}>
          <Input name="closesOn" type="date" defaultValue={form.value('closesOn')} />
        </FormField>
      </div>
      <SubmitRow pending={form.pending} pendingLabel="Adding..." message={form.message}>
        Add application
      </SubmitRow>
    </Form>
  );
}
