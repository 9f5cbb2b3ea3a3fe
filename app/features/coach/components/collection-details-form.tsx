import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input, Textarea } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { splitServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';
import { updateCollection } from '../api/update-collection';

const fields = ['title', 'description', 'intro'] as const;

type Details = { slug: string; title: string; description: string; intro: string };

/** A collection's title, tile description and page intro. */
export function CollectionDetailsForm({ collection }: { collection: Details }) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState({
    title: collection.title,
    description: collection.description,
    intro: collection.intro,
  });
  const [errors, setErrors] = useState<Partial<Record<(typeof fields)[number], string>>>({});
  const problems = useFormProblems();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    problems.clear();
    setSaving(true);
    try {
      await updateCollection(collection.slug, values);
      setErrors({});
      toast.success('Collection saved');
      await revalidator.revalidate();
    } catch (error) {
      const { fieldErrors, message } = splitServerErrors(error, fields);
      setErrors(fieldErrors);
      problems.report(message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return (
    <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary id={problems.summaryId} messages={[problems.problem, ...fields.map((field) => errors[field])]} />
      <FormField label="Title" error={errors.title}>
        <Input {...field('title')} />
      </FormField>
      <FormField label="Description (hub tile)" error={errors.description}>
        <Textarea rows={2} {...field('description')} />
      </FormField>
      <FormField label="Intro (content page)" error={errors.intro}>
        <Textarea rows={3} {...field('intro')} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={saving}>
        {saving ? 'Saving...' : 'Save collection'}
      </Button>
    </form>
  );
}
