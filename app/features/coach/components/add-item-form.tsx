import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import { addLibraryItem } from '../api/upload-document';

/** Adds a document (title, description, PDF) at the end of a collection. */
export function AddItemForm({ slug }: { slug: string }) {
  const revalidator = useRevalidator();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Choose a PDF' });
    setSaving(true);
    try {
      await addLibraryItem(slug, { title, description }, file);
      toast.success(`Added “${title}”`);
      event.currentTarget?.reset();
      setTitle('');
      setDescription('');
      setFile(null);
      setErrors({});
      await revalidator.revalidate();
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      toast.error('Could not add the item', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Title" error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} required />
      </FormField>
      <FormField label="Description" optional error={errors.description}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <FormField label="PDF" error={errors.file} hint="A PDF of at most 25 MB.">
        <Input type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={saving || !title.trim()}>
        {saving ? 'Adding...' : 'Add item'}
      </Button>
    </form>
  );
}
