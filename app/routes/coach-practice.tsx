import { Form, Link } from 'react-router';
import type { Route } from './+types/coach-practice';
import type { Viewer } from '@server/features/auth/viewer';
import { coachItemPage } from '@server/features/practice-admin/coach-item-list';
import { listPracticeForms, publishPracticeForm, retirePracticeForm, sectionNames } from '@server/features/practice-admin/coach-forms';
import { listFirmsWithTestKinds, setFirmTestKinds } from '@server/features/practice-admin/firm-test-kinds';
import { minimumAttempts, weakDiscrimination } from '@server/features/practice-admin/item-statistics';
import { firmTestKindsInputSchema, practiceItemPageSchema } from '@server/features/practice-admin/practice-item.schema';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { ChoiceSelect, Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent, rowIntent } from '~/lib/forms/row-intent';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer } from '~/lib/page-guards.server';
import { kindLabels, statusLabels } from '~/features/practice-admin/labels';
import { Pager } from '~/features/coach/components/pager';

export const meta: Route.MetaFunction = () => [{ title: 'Practice tests | Coach area' }];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.services;
  // Filters and the page are GET parameters, so a filtered page is a link; a value that names nothing falls back.
  const { page, ...filters } = practiceItemPageSchema.parse(Object.fromEntries(url.searchParams));
  const [list, forms, firms] = await Promise.all([coachItemPage(db, { ...filters, page }), listPracticeForms(db), listFirmsWithTestKinds(db)]);
  return { list, forms, firms, filters, sectionNames, minimumAttempts, weakDiscrimination };
}

export const practiceIntents = { publishForm: 'publish-form', retireForm: 'retire-form', firm: 'firm' } as const;

async function write(form: FormData, { context }: Route.ActionArgs, coach: Viewer) {
  const { db } = context.services;
  const { kind, id } = readIntent(form);
  switch (kind) {
    case practiceIntents.publishForm:
      return formSuccess(form, `Published: ${(await publishPracticeForm(db, { formId: id, coach })).title}`);
    case practiceIntents.retireForm:
      return formSuccess(form, `Retired: ${(await retirePracticeForm(db, { formId: id, coach })).title}`);
    case practiceIntents.firm: {
      const parsed = parseForm(form, firmTestKindsInputSchema, { lists: ['kinds'] });
      if (!parsed.ok) return parsed.failure;
      const firm = await setFirmTestKinds(db, { firmSlug: id, kinds: parsed.data.kinds, coach });
      return formSuccess(form, `Saved for ${firm.name}`);
    }
    default:
      return unknownIntent(form);
  }
}

export async function action(args: Route.ActionArgs) {
  const coach = guardedViewer(args.context);
  const form = await readForm(args.request);
  return submitWrite(form, () => write(form, args, coach));
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A row's result (the last publish, retire or save of that row), beside its buttons. */
function RowResult({ intent }: { intent: string }) {
  const form = useActionForm({ intent });
  return (
    <>
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
      <FormStatus message={form.message} />
    </>
  );
}

function RowButton({ intent, children }: { intent: string; children: string }) {
  const form = useActionForm({ intent });
  return (
    <Form method="post">
      {form.intentInput}
      <SubmitButton pending={form.pending} pendingLabel="Saving..." variant="outline" size="sm">
        {children}
      </SubmitButton>
    </Form>
  );
}

function FirmRow({ firm }: { firm: Route.ComponentProps['loaderData']['firms'][number] }) {
  const intent = rowIntent(practiceIntents.firm, firm.slug);
  const form = useActionForm({ intent });
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <Form method="post" className="flex flex-wrap items-center gap-x-6 gap-y-2">
        {form.intentInput}
        <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <legend className="float-left w-full font-medium sm:w-56">{firm.name}</legend>
          {(Object.keys(kindLabels) as (keyof typeof kindLabels)[]).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="kinds" value={kind} defaultChecked={firm.kinds.includes(kind)} className="size-4 accent-[var(--primary)]" />
              {kindLabels[kind]}
            </label>
          ))}
        </fieldset>
        <SubmitButton pending={form.pending} pendingLabel="Saving..." variant="outline" size="sm">
          Save<span className="sr-only"> {firm.name}</span>
        </SubmitButton>
      </Form>
      <RowResult intent={intent} />
    </li>
  );
}

export default function CoachPractice({ loaderData }: Route.ComponentProps) {
  const { list, forms, firms, filters, sectionNames: sections } = loaderData;
  const { items } = list;
  const filtering = Object.values(filters).some((value) => value !== undefined);
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-semibold">Practice tests</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Items are written as drafts, previewed and published. A published item is never edited, so members’ results keep showing what they answered: duplicate it as a new
          draft to change it, then retire the old one.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/coach/practice/items/new">Write an item</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/coach/practice/import">Import items from CSV</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/coach/practice/forms/new">Assemble a test form</Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="items-heading" className="grid gap-3">
        <h2 id="items-heading" className="font-sans text-xl font-semibold">
          Items ({list.total})
        </h2>
        {/* Keyed by the filters: fields take their defaults only when made, and a link to other filters keeps this page mounted. */}
        <Form method="get" key={JSON.stringify(filters)} className="flex flex-wrap items-end gap-3">
          <FormField label="Kind">
            <ChoiceSelect name="kind" choices={kindLabels} placeholder="Every kind" defaultValue={filters.kind ?? ''} />
          </FormField>
          <FormField label="Section">
            <ChoiceSelect name="section" choices={sections} placeholder="Every section" defaultValue={filters.section ?? ''} />
          </FormField>
          <FormField label="Status">
            <ChoiceSelect name="status" choices={statusLabels} placeholder="Every status" defaultValue={filters.status ?? ''} />
          </FormField>
          <FormField label="Words in the passage or statement">
            <Input name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} className="w-64 max-w-full" />
          </FormField>
          <Button type="submit" variant="outline">
            Show
          </Button>
          {filtering ? (
            <Link to="/coach/practice" className="self-center text-sm text-primary underline">
              Show every item
            </Link>
          ) : null}
        </Form>
        <p className="text-sm text-muted-foreground">
          Statistics appear once {loaderData.minimumAttempts} closed attempts have answered an item: the share correct, and how well it separates strong from weak attempts (the
          mean credit of the top 27% of attempts minus the bottom 27%; under {loaderData.weakDiscrimination} is flagged).
        </p>
        {list.total === 0 ? (
          <p>{filtering ? 'No items match these filters.' : 'No items yet.'}</p>
        ) : (
          <p className="text-sm font-medium">{`${list.first}–${list.last} of ${list.total}`}</p>
        )}
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id} className="grid gap-1 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
              <div className="min-w-0">
                <Link to={`/coach/practice/items/${item.id}`} className="font-medium text-primary underline">
                  {item.prompt}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {kindLabels[item.kind]}
                  {item.section ? `, ${sections[item.section]}` : ''} · {statusLabels[item.status]} · {item.difficulty}
                </p>
              </div>
              <p className="text-sm sm:text-right">
                {item.statistics ? (
                  <>
                    {percent(item.statistics.shareCorrect)} correct · index {item.statistics.discrimination.toFixed(2)} ({item.statistics.attempts} attempts)
                    {item.statistics.mayNotSeparate ? <strong className="block text-destructive-text">May not separate strong from weak</strong> : null}
                  </>
                ) : (
                  <span className="text-muted-foreground">No statistics yet</span>
                )}
              </p>
            </li>
          ))}
        </ul>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} />
      </section>

      <section aria-labelledby="forms-heading" className="grid gap-3">
        <h2 id="forms-heading" className="font-sans text-xl font-semibold">
          Test forms ({forms.length})
        </h2>
        {forms.length === 0 ? <p>No forms yet.</p> : null}
        <ul className="grid gap-2">
          {forms.map((form) => (
            <li key={form.id} className="grid gap-2 rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-medium">{form.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {kindLabels[form.kind]} · {form.questions} {form.questions === 1 ? 'question' : 'questions'} in {form.minutes} minutes{form.free ? ' · free to every member' : ''} · {statusLabels[form.status]}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {form.status === 'draft' ? <RowButton intent={rowIntent(practiceIntents.publishForm, form.id)}>Publish</RowButton> : null}
                  {form.status !== 'retired' ? <RowButton intent={rowIntent(practiceIntents.retireForm, form.id)}>Retire</RowButton> : null}
                </div>
              </div>
              <RowResult intent={rowIntent(practiceIntents.publishForm, form.id)} />
              <RowResult intent={rowIntent(practiceIntents.retireForm, form.id)} />
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Online tests each firm sets</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-sm text-muted-foreground">An application at the “online tests” stage links to practice of the kinds ticked for its firm.</p>
          <ul className="grid gap-2">
            {firms.map((firm) => (
              <FirmRow key={firm.slug} firm={firm} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
