import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/coach-practice-item';
import type { Viewer } from '@server/features/auth/viewer';
import { duplicatePracticeItem, findPracticeItem, publishPracticeItem, retirePracticeItem, updatePracticeItem } from '@server/features/practice-admin/coach-items';
import { itemSheetNotes } from '@server/features/practice-admin/item-notes';
import { sheetFromItem } from '@server/features/practice-admin/item-sheet';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { SubmitRow } from '~/components/ui/submit-row';
import { ItemFields } from '~/features/practice-admin/components/item-fields';
import { ItemPreview } from '~/features/practice-admin/components/item-preview';
import { parseItemForm } from '~/features/practice-admin/item-form.server';
import { kindLabels, statusLabels } from '~/features/practice-admin/labels';
import { formSuccess, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent } from '~/lib/forms/row-intent';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { routeParam } from '~/lib/route-param';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.item.prompt.slice(0, 60) ?? 'Item'} | Practice tests | Coach area` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const item = await findPracticeItem(context.services.db, { itemId: routeParam(params.id, pathParams.recordId) }).catch(() => pageNotFound());
  return { item, sheet: sheetFromItem({ ...item, section: item.section ?? undefined }), notes: itemSheetNotes };
}

export const itemIntents = { save: 'save', publish: 'publish', retire: 'retire', duplicate: 'duplicate' } as const;

async function write(form: FormData, itemId: string, { context }: Route.ActionArgs, coach: Viewer) {
  const { db } = context.services;
  switch (readIntent(form).kind) {
    case itemIntents.save: {
      const parsed = parseItemForm(form);
      if (!parsed.ok) return parsed.failure;
      await updatePracticeItem(db, { itemId, input: parsed.item, coach });
      return formSuccess(form, 'Draft saved');
    }
    case itemIntents.publish:
      await publishPracticeItem(db, { itemId, coach });
      return formSuccess(form, 'Published: forms may use it now, and it can no longer be edited');
    case itemIntents.retire:
      await retirePracticeItem(db, { itemId, coach });
      return formSuccess(form, 'Retired: no new form can use it');
    case itemIntents.duplicate:
      return redirect(`/coach/practice/items/${(await duplicatePracticeItem(db, { itemId, coach })).id}`);
    default:
      return unknownIntent(form);
  }
}

export async function action(args: Route.ActionArgs) {
  const coach = guardedViewer(args.context);
  const itemId = routeParam(args.params.id, pathParams.recordId);
  const form = await readForm(args.request);
  return submitWrite(form, () => write(form, itemId, args, coach));
}

function StatusButton({ intent, children, variant = 'outline' }: { intent: string; children: string; variant?: 'outline' | 'default' }) {
  const form = useActionForm({ intent });
  return (
    <Form method="post">
      {form.intentInput}
      <SubmitButton pending={form.pending} pendingLabel="Saving..." variant={variant}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/**
 * What the last publish, retire or duplicate did, or why not; and a save refused because the
 * item stopped being a draft meanwhile (its edit form is gone, so the refusal shows here).
 */
function StatusResult() {
  const results = [
    useActionForm({ intent: itemIntents.publish }),
    useActionForm({ intent: itemIntents.retire }),
    useActionForm({ intent: itemIntents.duplicate }),
    useActionForm({ intent: itemIntents.save }),
  ];
  return (
    <>
      <ErrorSummary id={results[0]!.summaryId} messages={results.map((each) => each.formError)} />
      <FormStatus message={results.slice(0, 3).find((each) => each.message)?.message} />
    </>
  );
}

export default function CoachPracticeItem({ loaderData }: Route.ComponentProps) {
  const { item, sheet, notes } = loaderData;
  const edit = useActionForm({ intent: itemIntents.save });
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to="/coach/practice" className="text-primary underline">
            Practice tests
          </Link>
        </p>
        <h1 className="text-3xl font-semibold">{`${statusLabels[item.status]} item`}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {kindLabels[item.kind]}
          {item.section ? `, ${notes.sectionNames[item.section]}` : ''} · {item.difficulty}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {item.status === 'draft' ? (
          <StatusButton intent={itemIntents.publish} variant="default">
            Publish
          </StatusButton>
        ) : null}
        {item.status !== 'retired' ? <StatusButton intent={itemIntents.retire}>Retire</StatusButton> : null}
        <StatusButton intent={itemIntents.duplicate}>Duplicate as a new draft</StatusButton>
      </div>
      <StatusResult />
      <section aria-labelledby="preview-heading" className="grid gap-4 lg:grid-cols-2">
        <h2 id="preview-heading" className="sr-only">
          Preview
        </h2>
        <ItemPreview item={item} withKey={false} />
        <ItemPreview item={item} withKey />
      </section>
      {item.status === 'draft' ? (
        <section aria-labelledby="edit-heading" className="grid gap-4">
          <h2 id="edit-heading" className="font-sans text-xl font-semibold">
            Edit the draft
          </h2>
          <Form method="post" ref={edit.formRef} noValidate className="grid gap-5">
            {edit.intentInput}
            <ErrorSummary id={edit.summaryId} messages={[edit.formError, ...Object.values(edit.errors)]} />
            <ItemFields form={edit} notes={notes} initial={sheet} />
            <SubmitRow pending={edit.pending} pendingLabel="Saving..." message={edit.message}>
              Save draft
            </SubmitRow>
          </Form>
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          {item.status === 'published' ? 'A published item is not edited: members’ results show it as they answered it.' : 'A retired item is kept for past results.'} To change
          it, duplicate it as a new draft.
        </p>
      )}
    </div>
  );
}
