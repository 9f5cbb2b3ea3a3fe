import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/coach-interviews-new';
import { createInterviewSet } from '@server/features/interview-admin/coach-sets';
import { interviewSetInputSchema } from '@server/features/interview-admin/interview-set.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitRow } from '~/components/ui/submit-row';
import { SetFields } from '~/features/interviews/components/set-fields';
import { coachInterviewSetPath, coachInterviewsPath } from '~/features/interviews/set-status';
import { parseForm, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'New question set | Video interviews | Coach area' }];

/** The set is saved as a draft and its page opens, where its questions are added. */
export async function action({ request, context }: Route.ActionArgs) {
  const coach = guardedViewer(context);
  const form = await readForm(request);
  const parsed = parseForm(form, interviewSetInputSchema);
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => redirect(coachInterviewSetPath((await createInterviewSet(context.services.db, { input: parsed.data, coach })).id)));
}

export default function CoachInterviewsNew() {
  const form = useActionForm();
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to={coachInterviewsPath} className="text-primary underline">
            Video interviews
          </Link>
        </p>
        <h1 className="text-3xl font-semibold">New question set</h1>
        <p className="mt-2 text-sm text-muted-foreground">It is saved as a draft that members do not see: add its questions next, preview it, then publish it.</p>
      </div>
      <Form method="post" ref={form.formRef} noValidate className="grid gap-5">
        <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
        <SetFields form={form} />
        <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
          Save draft
        </SubmitRow>
      </Form>
    </div>
  );
}
