import type { Route } from './+types/coach-deadlines';
import { opportunities } from '@content/firms';
import type { Viewer } from '@server/features/auth/viewer';
import { addDeadline, checkDeadline, retireDeadline, updateDeadline } from '@server/features/deadlines/coach-deadlines';
import { deadlineInputSchema, deadlineUpdateSchema } from '@server/features/deadlines/deadline.schema';
import { listDeadlinesForCoaches } from '@server/features/deadlines/list-deadlines';
import { ukToday } from '@server/platform/uk-calendar';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { AddDeadlineForm, addDeadlineIntent } from '~/features/deadlines/components/add-deadline-form';
import { CoachDeadlineRow, deadlineIntents } from '~/features/deadlines/components/coach-deadline-row';
import { deadlineCheckboxes } from '~/features/deadlines/components/deadline-fields';
import { DeadlineStatusResult } from '~/features/deadlines/components/deadline-status-result';
import { formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent } from '~/lib/forms/row-intent';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Deadlines | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await listDeadlinesForCoaches(context.services.db, { today: ukToday() }) };
}

const named = (entry: { firm: string; opportunity: keyof typeof opportunities }) => `${entry.firm}, ${opportunities[entry.opportunity]}`;

/** One write to the calendar; the forms tell which by intent (a row's names its entry). */
async function write(form: FormData, { context }: Route.ActionArgs, coach: Viewer) {
  const { services } = context;
  const { kind, id } = readIntent(form);
  switch (kind) {
    case addDeadlineIntent: {
      const parsed = parseForm(form, deadlineInputSchema, { checkboxes: deadlineCheckboxes });
      if (!parsed.ok) return parsed.failure;
      const entry = await addDeadline(services, { input: parsed.data, coach });
      return formSuccess(form, `Added: ${named(entry)}`);
    }
    case deadlineIntents.edit: {
      const parsed = parseForm(form, deadlineUpdateSchema, { checkboxes: deadlineCheckboxes });
      if (!parsed.ok) return parsed.failure;
      const entry = await updateDeadline(services, { deadlineId: id, changes: parsed.data, coach });
      return formSuccess(form, entry.checkedOn ? 'Saved' : 'Saved, as not yet checked');
    }
    case deadlineIntents.check:
      return formSuccess(form, `Marked checked today: ${named(await checkDeadline(services, { deadlineId: id, coach }))}`);
    case deadlineIntents.retire:
      return formSuccess(form, `Retired: ${named(await retireDeadline(services, { deadlineId: id, coach }))}`);
    default:
      return unknownIntent(form);
  }
}

export async function action(args: Route.ActionArgs) {
  const coach = guardedViewer(args.context);
  const form = await readForm(args.request);
  return submitWrite(form, async () => {
    return await write(form, args, coach);
  });
}

export default function CoachDeadlines({ loaderData, actionData }: Route.ComponentProps) {
  const { entries } = loaderData;
  const toCheck = entries.filter((entry) => !entry.checkedOn).length;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-semibold">Deadlines</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          The public calendar at{' '}
          <a href="/deadlines" className="text-primary underline">
            /deadlines
          </a>
          . Entries not yet checked come first (with those checked today): the calendar tells visitors to confirm those dates themselves.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Add a deadline</CardTitle>
        </CardHeader>
        <CardContent>
          <AddDeadlineForm />
        </CardContent>
      </Card>
      <section aria-labelledby="entries-heading" className="grid gap-3">
        <h2 id="entries-heading" className="font-sans text-xl font-semibold">
          {entries.length} entries, {toCheck} to check
        </h2>
        <DeadlineStatusResult actionData={actionData} />
        <ol className="grid gap-3">
          {entries.map((entry) => (
            <CoachDeadlineRow key={entry.id} entry={entry} />
          ))}
        </ol>
      </section>
    </div>
  );
}
