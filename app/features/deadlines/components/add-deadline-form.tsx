import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitRow } from '~/components/ui/submit-row';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';
import { DeadlineFields, deadlineFieldNames } from './deadline-fields';

export const addDeadlineIntent = 'add';

/** Adds an entry to the calendar, posted to the coach page's action. */
export function AddDeadlineForm() {
  const form = useFetcherForm({ intent: addDeadlineIntent, resetOnSuccess: true });
  return (
    <form.fetcher.Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...deadlineFieldNames.map((name) => form.errors[name])]} />
      <DeadlineFields form={form} />
      <SubmitRow pending={form.pending} pendingLabel="Adding..." message={form.message}>
        Add deadline
      </SubmitRow>
    </form.fetcher.Form>
  );
}
