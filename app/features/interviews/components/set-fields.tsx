import { firms } from '@content/firms';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input, Textarea } from '~/components/ui/input';
import type { useActionForm } from '~/lib/forms/use-action-form';

type FormState = Pick<ReturnType<typeof useActionForm>, 'errors' | 'value'>;

const firmChoices = Object.fromEntries(firms.map((firm) => [firm.slug, firm.name]));

/** A set's own fields, empty or filled from a draft: its title, its description and the catalogue firm whose format it follows. */
export function SetFields({ form, initial }: { form: FormState; initial?: { title: string; description: string; firmSlug: string } }) {
  const { errors, value } = form;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Title" error={errors.title} className="md:col-span-2">
        <Input name="title" defaultValue={value('title', initial?.title)} autoComplete="off" />
      </FormField>
      <FormField label="Description" optional error={errors.description} hint="What members read before they start: the format, the timings, what the questions test." className="md:col-span-2">
        <Textarea name="description" rows={3} defaultValue={value('description', initial?.description)} />
      </FormField>
      <FormField label="Firm" error={errors.firmSlug} hint="The firm whose interview the set follows, or none for a set any member can use.">
        <ChoiceSelect name="firmSlug" choices={firmChoices} placeholder="None: a generic set" defaultValue={value('firmSlug', initial?.firmSlug) ?? ''} />
      </FormField>
    </div>
  );
}
