import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { splitServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';
import { addLibraryItem } from '../api/upload-document';

const fields = ['title', 'description', 'file'] as const;

/** Adds a document (title, description, PDF) at the end of a collection. */
export function AddItemForm({ slug }: { slug: string }) {
  const revalidator = useRevalidator();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<(typeof fields)[number], string>>>({});
  const problems = useFormProblems();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    problems.clear();
    if (!file) {
      setErrors({ file: 'Choose a PDF' });
      return problems.report();
    }
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
      const { fieldErrors, message } = splitServerErrors(error, fields);
      setErrors(fieldErrors);
      problems.report(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary id={problems.summaryId} messages={[problems.problem, ...fields.map((field) => errors[field])]} />
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
