import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { SubmitRow } from '~/components/ui/submit-row';
import { Input, Textarea } from '~/components/ui/input';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';

export const collectionIntent = 'collection';

type Details = { title: string; description: string; intro: string };

/** A collection's title, tile description and page intro, posted to the editor page's action. */
export function CollectionDetailsForm({ collection }: { collection: Details }) {
  const form = useFetcherForm({ intent: collectionIntent });
  const { errors } = form;
  return (
    <form.fetcher.Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, errors.title, errors.description, errors.intro]} />
      <FormField label="Title" error={errors.title}>
        <Input name="title" defaultValue={form.value('title', collection.title)} />
      </FormField>
      <FormField label="Description (hub tile)" error={errors.description}>
        <Textarea name="description" rows={2} defaultValue={form.value('description', collection.description)} />
      </FormField>
      <FormField label="Intro (content page)" error={errors.intro}>
        <Textarea name="intro" rows={3} defaultValue={form.value('intro', collection.intro)} />
      </FormField>
      <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
        Save collection
      </SubmitRow>
    </form.fetcher.Form>
  );
}
