import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/coach-practice-item-new';
import { createPracticeItem } from '@server/features/practice-admin/coach-items';
import { itemSheetNotes } from '@server/features/practice-admin/item-notes';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitRow } from '~/components/ui/submit-row';
import { ItemFields } from '~/features/practice-admin/components/item-fields';
import { parseItemForm } from '~/features/practice-admin/item-form.server';
import { readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Write an item | Practice tests | Coach area' }];

export const loader = () => ({ notes: itemSheetNotes });

export async function action({ request, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const form = await readForm(request);
  const parsed = parseItemForm(form);
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => {
    const item = await createPracticeItem(context.services.db, { input: parsed.item, coach });
    return redirect(`/coach/practice/items/${item.id}`);
  });
}

export default function CoachPracticeItemNew({ loaderData }: Route.ComponentProps) {
  const form = useActionForm();
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to="/coach/practice" className="text-primary underline">
            Practice tests
          </Link>
        </p>
        <h1 className="text-3xl font-semibold">Write an item</h1>
        <p className="mt-2 text-sm text-muted-foreground">It is saved as a draft: preview it, then publish it.</p>
      </div>
      <Form method="post" ref={form.formRef} noValidate className="grid gap-5">
        <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
        <ItemFields form={form} notes={loaderData.notes} />
        <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
          Save draft
        </SubmitRow>
      </Form>
    </div>
  );
}
