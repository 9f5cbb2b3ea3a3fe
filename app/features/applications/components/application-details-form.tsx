import type { TrackedApplication } from '@server/features/applications/application-queries';
import { maxFirmNameLength, opportunities } from '@server/features/applications/application.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input } from '~/components/ui/input';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { rowIntent } from '~/lib/forms/row-intent';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';
import { applicationName, trackerIntents } from '../tracker-intents';

const fieldNames = ['firm', 'opportunity', 'closesOn'] as const;

/**
 * Corrects what was tracked: the firm, the opening, the closing date (emptied when the firm
 * has not published one). Open again after a save or a refusal, with what was typed.
 */
export function ApplicationDetailsForm({ application }: { application: TrackedApplication }) {
  const details = useFetcherForm({ intent: rowIntent(trackerIntents.details, application.id) });
  const name = applicationName(application);
  const of = <span className="sr-only"> of {name}</span>;
  return (
    <details open={details.message || details.formError || Object.keys(details.errors).length > 0 ? true : undefined} className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Edit details<span className="sr-only"> of {name}</span>
      </summary>
      <details.fetcher.Form method="post" ref={details.formRef} noValidate preventScrollReset className="mt-2 grid gap-3">
        {details.intentInput}
        <ErrorSummary id={details.summaryId} messages={[details.formError, ...fieldNames.map((field) => details.errors[field])]} />
        <FormField label={<>Firm{of}</>} error={details.errors.firm}>
          <Input name="firm" required maxLength={maxFirmNameLength} defaultValue={details.value('firm', application.firm)} />
        </FormField>
        <FormField label={<>Applying for{of}</>} error={details.errors.opportunity}>
          <ChoiceSelect name="opportunity" choices={opportunities} defaultValue={details.value('opportunity', application.opportunity)} />
        </FormField>
        <FormField label={<>Closing date{of}</>} hint="Empty if the firm has not published one." error={details.errors.closesOn}>
          <Input name="closesOn" type="date" defaultValue={details.value('closesOn', application.closesOn ?? '')} />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="sm" variant="outline" pending={details.pending} pendingLabel="Saving...">
            Save details<span className="sr-only"> of {name}</span>
          </SubmitButton>
          <FormStatus message={details.message} />
        </div>
      </details.fetcher.Form>
    </details>
  );
}
