import { Form, Link, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/coach-practice-form-new';
import { criticalThinkingSections } from '@server/db/schema';
import { listPracticeItems } from '@server/features/practice-admin/coach-items';
import { createPracticeForm, presetPracticeForm, sectionNames } from '@server/features/practice-admin/coach-forms';
import { practiceFormInputSchema } from '@server/features/practice-admin/practice-item.schema';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { kindLabels } from '~/features/practice-admin/labels';
import { parseForm, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Assemble a test form | Practice tests | Coach area' }];

/** A preset named in the address fills the form; anything else leaves it empty. */
const presetQuery = z.object({
  preset: z.enum(['full-test', 'section-drill']).optional().catch(undefined),
  section: z.enum(criticalThinkingSections).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const query = presetQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const preset =
    query.preset === 'full-test'
      ? await presetPracticeForm(db, { name: 'full-test' })
      : query.preset === 'section-drill' && query.section
        ? await presetPracticeForm(db, { name: 'section-drill', section: query.section })
        : null;
  const items = await listPracticeItems(db, { status: 'published' });
  return { preset, items, sectionNames, drillSection: query.preset === 'section-drill' ? (query.section ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const form = await readForm(request);
  const parsed = parseForm(form, practiceFormInputSchema, { checkboxes: ['free'], lists: ['questionIds'] });
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => {
    await createPracticeForm(context.services.db, { input: parsed.data, coach });
    return redirect('/coach/practice');
  });
}

export default function CoachPracticeFormNew({ loaderData }: Route.ComponentProps) {
  const { preset, items, sectionNames: sections, drillSection } = loaderData;
  const form = useActionForm();
  const chosen = new Set(preset?.questionIds ?? []);
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to="/coach/practice" className="text-primary underline">
            Practice tests
          </Link>
        </p>
        <h1 className="text-3xl font-semibold">Assemble a test form</h1>
        <p className="mt-2 text-sm text-muted-foreground">A form holds published items of its kind, in the order listed. It is saved as a draft; publish it from the list.</p>
      </div>
      <section aria-labelledby="presets-heading" className="grid gap-3 rounded-lg border border-border p-4">
        <h2 id="presets-heading" className="font-sans text-lg font-semibold">
          Start from a preset
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Form method="get">
            <input type="hidden" name="preset" value="full-test" />
            {/* Wraps on a phone: the label is longer than a 320 px screen's row. */}
            <Button type="submit" variant="outline" className="h-auto min-h-10 whitespace-normal text-left">
              Full test: 40 questions in 30 minutes
            </Button>
          </Form>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="preset" value="section-drill" />
            <FormField label="Section">
              <ChoiceSelect name="section" choices={sections} defaultValue={drillSection ?? undefined} />
            </FormField>
            <Button type="submit" variant="outline">
              Section drill: 10 minutes
            </Button>
          </Form>
        </div>
        {preset && preset.short.length > 0 ? (
          <p role="status" className="text-sm text-destructive-text">
            Too few published items in: {preset.short.join(', ')}. Publish more, or save a shorter form.
          </p>
        ) : null}
      </section>
      <Form method="post" ref={form.formRef} noValidate className="grid gap-4" key={preset?.title ?? 'empty'}>
        <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Title" error={form.errors.title}>
            <Input name="title" defaultValue={form.value('title', preset?.title ?? '')} />
          </FormField>
          <FormField label="Kind of test" error={form.errors.kind}>
            <ChoiceSelect name="kind" choices={kindLabels} defaultValue={form.value('kind', preset?.kind ?? 'critical-thinking')} />
          </FormField>
          <FormField label="Time limit in minutes" error={form.errors.minutes} hint="Members with extra time get this times their factor.">
            <Input name="minutes" inputMode="numeric" defaultValue={form.value('minutes', preset ? String(preset.minutes) : '')} />
          </FormField>
          <label className="flex items-center gap-2 self-end text-sm font-medium">
            <input type="checkbox" name="free" defaultChecked={form.value('free') === 'on'} className="size-4 accent-[var(--primary)]" />
            Free to every member (the diagnostic)
          </label>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium">Items ({items.length} published)</legend>
          {form.errors.questionIds ? (
            <p id="question-ids-error" className="text-sm font-medium text-destructive-text">
              {form.errors.questionIds}
            </p>
          ) : null}
          {items.length === 0 ? <p className="text-sm">No published items yet.</p> : null}
          <ul className="grid gap-1">
            {items.map((item) => (
              <li key={item.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="questionIds"
                    value={item.id}
                    defaultChecked={chosen.has(item.id)}
                    aria-invalid={form.errors.questionIds ? true : undefined}
                    aria-describedby={form.errors.questionIds ? 'question-ids-error' : undefined}
                    className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
                  />
                  <span>
                    {item.prompt}{' '}
                    <span className="text-muted-foreground">
                      ({kindLabels[item.kind]}
                      {item.section ? `, ${sections[item.section]}` : ''})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
          Save draft form
        </SubmitRow>
      </Form>
    </div>
  );
}
