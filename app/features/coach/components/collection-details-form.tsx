import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input, Textarea } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import { updateCollection } from '../api/update-collection';

type Details = { slug: string; title: string; description: string; intro: string };

/** A collection's title, tile description and page intro. */
export function CollectionDetailsForm({ collection }: { collection: Details }) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState({ title: collection.title, description: collection.description, intro: collection.intro });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await updateCollection(collection.slug, values);
      setErrors({});
      toast.success('Collection saved');
      await revalidator.revalidate();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      toast.error('Could not save the collection', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
