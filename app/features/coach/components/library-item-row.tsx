import { ArrowDown, ArrowUp, Eye, EyeOff, Upload } from 'lucide-react';
import type { FetcherWithComponents } from 'react-router';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { formatDate } from '@content/uk-dates';
import type { FormResult } from '~/lib/forms/form-result';
import { movedOrder } from '../forms/moved-order';
import { rowIntent } from '~/lib/forms/row-intent';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';

export const itemIntents = { edit: 'item', visibility: 'visibility', document: 'document', reorder: 'reorder' } as const;
/** Every row's move buttons share one fetcher; the list shows the outcome (ReorderResult). */
export const reorderFetcher = 'library-reorder';

type Item = {
  id: string;
  title: string;
  description: string;
  hidden: boolean;
  pageCount: number;
  documentVersion: number;
  updatedAt: string | Date;
};

/** One document in the editor: its title and description, visibility, order and PDF, each a form of its own. */
export function LibraryItemRow({
  item,
  index,
  order,
  reorder,
}: {
  item: Item;
  index: number;
  /** Every item's id, in the collection's current order. */
  order: readonly string[];
  reorder: FetcherWithComponents<FormResult>;
}) {
  const edit = useFetcherForm({ intent: rowIntent(itemIntents.edit, item.id) });
  const visibility = useFetcherForm({ intent: rowIntent(itemIntents.visibility, item.id) });
  const document = useFetcherForm({ intent: rowIntent(itemIntents.document, item.id), resetOnSuccess: true });
  const moving = reorder.state !== 'idle';

  const moveButton = (direction: -1 | 1) => {
    const Icon = direction < 0 ? ArrowUp : ArrowDown;
    const edge = direction < 0 ? index === 0 : index === order.length - 1;
    return (
      <reorder.Form method="post">
        <input type="hidden" name="intent" value={itemIntents.reorder} />
        {edge ? null : movedOrder(order, index, direction).map((id) => <input key={id} type="hidden" name="itemIds" value={id} />)}
        <Button type="submit" variant="ghost" size="icon" disabled={moving || edge} aria-label={`Move “${item.title}” ${direction < 0 ? 'up' : 'down'}`}>
          <Icon aria-hidden="true" />
        </Button>
      </reorder.Form>
    );
  };

  return (
    <li className={`grid gap-3 rounded-xl border bg-card p-4 ${item.hidden ? 'opacity-70' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {index + 1}. {item.hidden ? 'Hidden · ' : ''}
          {item.pageCount} pages · version {item.documentVersion} · updated {formatDate(item.updatedAt)}
        </span>
        <div className="flex gap-1">
          {moveButton(-1)}
          {moveButton(1)}
        </div>
      </div>
      <edit.fetcher.Form method="post" ref={edit.formRef} noValidate className="grid gap-3">
        {edit.intentInput}
        <ErrorSummary id={edit.summaryId} messages={[edit.formError, edit.errors.title, edit.errors.description]} />
        <div className="grid gap-3 md:grid-cols-2">
          <FormField label="Title" error={edit.errors.title}>
            <Input name="title" defaultValue={edit.value('title', item.title)} />
          </FormField>
          <FormField label="Description" error={edit.errors.description}>
            <Input name="description" defaultValue={edit.value('description', item.description)} />
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton size="sm" pending={edit.pending} pendingLabel="Saving...">
            Save
          </SubmitButton>
          <FormStatus message={edit.message} />
        </div>
      </edit.fetcher.Form>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3 border-t pt-3">
        <visibility.fetcher.Form method="post" ref={visibility.formRef} className="grid gap-2">
          {visibility.intentInput}
          <input type="hidden" name="hidden" value={String(!item.hidden)} />
          <ErrorSummary id={visibility.summaryId} messages={[visibility.formError]} />
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton size="sm" variant="outline" pending={visibility.pending} pendingLabel={item.hidden ? 'Showing...' : 'Hiding...'}>
              {item.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
              {item.hidden ? 'Show' : 'Hide'}
            </SubmitButton>
            <FormStatus message={visibility.message} />
          </div>
        </visibility.fetcher.Form>
        <document.fetcher.Form method="post" encType="multipart/form-data" ref={document.formRef} noValidate className="grid gap-2">
          {document.intentInput}
          <ErrorSummary id={document.summaryId} messages={[document.formError, document.errors.file]} />
          <div className="flex flex-wrap items-end gap-3">
            <FormField label={`New PDF for “${item.title}”`} error={document.errors.file}>
              <Input name="file" type="file" accept="application/pdf,.pdf" className="max-w-xs" />
            </FormField>
            <SubmitButton size="sm" variant="outline" pending={document.pending} pendingLabel="Uploading...">
              <Upload aria-hidden="true" /> Replace PDF
            </SubmitButton>
          </div>
          <FormStatus message={document.message} />
        </document.fetcher.Form>
      </div>
    </li>
  );
}
