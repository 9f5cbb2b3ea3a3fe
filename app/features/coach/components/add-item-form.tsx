import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { SubmitRow } from '~/components/ui/submit-row';
import { Input } from '~/components/ui/input';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';

export const addItemIntent = 'add-item';

/**
 * Adds a document (title, description, PDF) at the end of a collection: a multipart form
 * posted to the editor page's action, which checks the file as the API's endpoint does.
 */
export function AddItemForm() {
  const form = useFetcherForm({ intent: addItemIntent, resetOnSuccess: true });
  const { errors } = form;
  return (
    <form.fetcher.Form method="post" encType="multipart/form-data" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, errors.title, errors.description, errors.file]} />
      <FormField label="Title" error={errors.title}>
        <Input name="title" defaultValue={form.value('title')} />
      </FormField>
      <FormField label="Description" optional error={errors.description}>
        <Input name="description" defaultValue={form.value('description')} />
      </FormField>
      <FormField label="PDF" error={errors.file} hint="A PDF of at most 10 MB.">
        <Input name="file" type="file" accept="application/pdf,.pdf" />
      </FormField>
      <SubmitRow pending={form.pending} pendingLabel="Adding..." message={form.message}>
        Add item
      </SubmitRow>
    </form.fetcher.Form>
  );
}
