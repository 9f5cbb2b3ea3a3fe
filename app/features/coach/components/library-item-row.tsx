import { ArrowDown, ArrowUp, Eye, EyeOff, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { splitServerErrors } from '~/lib/form-errors';
import { formatDate } from '~/lib/format-date';
import { useFormProblems } from '~/lib/use-form-problems';
import { updateItem } from '../api/update-item';
import { replaceItemDocument } from '../api/upload-document';

const editableFields = ['title', 'description'] as const;
type Item = {
  id: string;
  title: string;
  description: string;
  hidden: boolean;
  pageCount: number;
  documentVersion: number;
  updatedAt: string | Date;
};

/** One document in the editor: its title and description, visibility, order and PDF. */
export function LibraryItemRow({
  item,
  position,
  isFirst,
  isLast,
  onMove,
}: {
  item: Item;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  const revalidator = useRevalidator();
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<(typeof editableFields)[number], string>>>({});
  const problems = useFormProblems();
  const id = useId();

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    problems.clear();
    try {
      await work();
      setErrors({});
      toast.success(done);
      await revalidator.revalidate();
    } catch (error) {
      const { fieldErrors, message } = splitServerErrors(error, editableFields);
      setErrors(fieldErrors);
      problems.report(message);
    } finally {
      setBusy(false);
    }
  };

  const replace = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => replaceItemDocument(item.id, file), `New PDF for “${item.title}” is live`);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => updateItem(item.id, { title, description }), 'Item saved');
  };

  const dirty = title !== item.title || description !== item.description;
  return (
    <li className={`grid gap-3 rounded-xl border bg-card p-4 ${item.hidden ? 'opacity-70' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {position}. {item.hidden ? 'Hidden · ' : ''}
          {item.pageCount} pages · version {item.documentVersion} · updated {formatDate(item.updatedAt)}
        </span>
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            disabled={busy || isFirst}
            onClick={() => onMove(-1)}
            aria-label={`Move “${item.title}” up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={busy || isLast}
            onClick={() => onMove(1)}
            aria-label={`Move “${item.title}” down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </span>
      </div>
      <form ref={problems.formRef} onSubmit={save} noValidate className="grid gap-3">
        <ErrorSummary id={problems.summaryId} messages={[problems.problem, errors.title, errors.description]} />
        <div className="grid gap-3 md:grid-cols-2">
          <FormField label="Title" error={errors.title}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Input value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy || !dirty}>
            Save
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              run(
                () => updateItem(item.id, { hidden: !item.hidden }),
                item.hidden ? 'Item shown to members' : 'Item hidden from members',
              )
            }
          >
            {item.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
            {item.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button asChild size="sm" variant="outline">
            <label htmlFor={`${id}-file`} className="cursor-pointer">
              <Upload aria-hidden="true" /> Replace PDF
            </label>
          </Button>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            onChange={replace}
            disabled={busy}
            aria-label={`Replace the PDF of “${item.title}”`}
          />
        </div>
      </form>
    </li>
  );
}
