import { Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/coach-interview';
import type { Viewer } from '@server/features/auth/viewer';
import {
  addInterviewQuestion,
  duplicateInterviewSet,
  findSetForCoaches,
  publishInterviewSet,
  removeInterviewQuestion,
  reorderInterviewQuestions,
  retireInterviewSet,
  updateInterviewQuestion,
  updateInterviewSet,
  type CoachInterviewSet,
} from '@server/features/interview-admin/coach-sets';
import { interviewQuestionOrderSchema, interviewSetInputSchema } from '@server/features/interview-admin/interview-set.schema';
import { interviewQuestionInputSchema } from '@server/features/interviews/interview.schema';
import { isHttpError } from '@server/platform/errors';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { SubmitRow } from '~/components/ui/submit-row';
import { InterviewSetCard } from '~/features/interviews/components/interview-set-card';
import { QuestionFields } from '~/features/interviews/components/question-fields';
import { SetFields } from '~/features/interviews/components/set-fields';
import { questionTimes } from '~/features/interviews/interview-words';
import { coachInterviewSetPath, coachInterviewsPath, setStatusLabels, setStatusMeanings } from '~/features/interviews/set-status';
import { formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import type { FormResult } from '~/lib/forms/form-result';
import { readIntent, rowIntent } from '~/lib/forms/row-intent';
import { useActionForm } from '~/lib/forms/use-action-form';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { routeParam } from '~/lib/route-param';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.set.title ?? 'Question set'} | Video interviews | Coach area` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const setId = routeParam(params.id, pathParams.recordId);
  const set = await findSetForCoaches(context.services.db, { setId }).catch((error: unknown) => (isHttpError(error) && error.status === 404 ? pageNotFound() : Promise.reject(error)));
  return { set };
}

export const setIntents = { details: 'set', add: 'add', question: 'question', remove: 'remove', move: 'move', publish: 'publish', retire: 'retire', duplicate: 'duplicate' } as const;

async function write(form: FormData, setId: string, { context }: Route.ActionArgs, coach: Viewer) {
  const { db } = context.services;
  const { kind, id } = readIntent(form);
  switch (kind) {
    case setIntents.details: {
      const parsed = parseForm(form, interviewSetInputSchema);
      if (!parsed.ok) return parsed.failure;
      await updateInterviewSet(db, { setId, input: parsed.data, coach });
      return formSuccess(form, 'Set details saved');
    }
    case setIntents.add: {
      const parsed = parseForm(form, interviewQuestionInputSchema);
      if (!parsed.ok) return parsed.failure;
      const set = await addInterviewQuestion(db, { setId, input: parsed.data, coach });
      return formSuccess(form, `Question ${set.questions.length} added`);
    }
    case setIntents.question: {
      const parsed = parseForm(form, interviewQuestionInputSchema);
      if (!parsed.ok) return parsed.failure;
      await updateInterviewQuestion(db, { setId, questionId: id, input: parsed.data, coach });
      return formSuccess(form, 'Question saved');
    }
    case setIntents.remove:
      await removeInterviewQuestion(db, { setId, questionId: id, coach });
      return formSuccess(form, 'Question removed');
    case setIntents.move: {
      const parsed = parseForm(form, interviewQuestionOrderSchema, { lists: ['questionIds'] });
      if (!parsed.ok) return parsed.failure;
      const set = await reorderInterviewQuestions(db, { setId, questionIds: parsed.data.questionIds, coach });
      return formSuccess(form, `Moved to question ${set.questions.findIndex((question) => question.id === id) + 1}`);
    }
    case setIntents.publish:
      await publishInterviewSet(db, { setId, coach });
      return formSuccess(form, 'Published: members see it now, and it can no longer be edited');
    case setIntents.retire:
      await retireInterviewSet(db, { setId, coach });
      return formSuccess(form, 'Retired: members no longer see it; attempts already started keep working');
    case setIntents.duplicate:
      return redirect(coachInterviewSetPath((await duplicateInterviewSet(db, { setId, coach })).id));
    default:
      return unknownIntent(form);
  }
}

export async function action(args: Route.ActionArgs) {
  const coach = guardedViewer(args.context);
  const setId = routeParam(args.params.id, pathParams.recordId);
  const form = await readForm(args.request);
  return submitWrite(form, () => write(form, setId, args, coach));
}

type Question = CoachInterviewSet['questions'][number];

/** The result of the last form of one kind sent for any row (a removed question's row is gone, so its result shows beside the list). */
function useRowResult(kind: string) {
  const intent = (useActionData() as FormResult | undefined)?.intent ?? '';
  return useActionForm({ intent: intent.startsWith(`${kind}:`) ? intent : `${kind}:` });
}

function StatusAction({ intent, label, does, primary = false }: { intent: string; label: string; does: string; primary?: boolean }) {
  const form = useActionForm({ intent });
  return (
    <li className="grid gap-2 sm:grid-cols-[14rem_minmax(0,1fr)] sm:items-center sm:gap-4">
      <Form method="post">
        {form.intentInput}
        <SubmitButton pending={form.pending} pendingLabel="Saving..." variant={primary ? 'default' : 'outline'}>
          {label}
        </SubmitButton>
      </Form>
      <p className="text-sm text-muted-foreground">{does}</p>
    </li>
  );
}

/**
 * What the last publish, retire or duplicate did, or why not; and any write refused because
 * the set stopped being a draft meanwhile (its edit forms are gone, so the refusal shows here).
 */
function StatusResult({ draft }: { draft: boolean }) {
  const results = [useActionForm({ intent: setIntents.publish }), useActionForm({ intent: setIntents.retire }), useActionForm({ intent: setIntents.duplicate })];
  const any = useActionForm();
  return (
    <>
      <ErrorSummary id={results[0]!.summaryId} messages={[...results.map((each) => each.formError), draft ? undefined : any.formError]} />
      <FormStatus message={results.find((each) => each.message)?.message} />
    </>
  );
}

function MoveButton({ set, index, by }: { set: CoachInterviewSet; index: number; by: -1 | 1 }) {
  const question = set.questions[index]!;
  const intent = rowIntent(setIntents.move, question.id);
  const form = useActionForm({ intent });
  const order = set.questions.map((each) => each.id);
  [order[index], order[index + by]] = [order[index + by]!, order[index]!];
  return (
    <Form method="post">
      {form.intentInput}
      {order.map((id) => (
        <input key={id} type="hidden" name="questionIds" value={id} />
      ))}
      <SubmitButton pending={form.pending} pendingLabel="Moving..." variant="outline" size="sm">
        {`Move question ${index + 1} ${by < 0 ? 'up' : 'down'}`}
      </SubmitButton>
    </Form>
  );
}

function QuestionRow({ set, index }: { set: CoachInterviewSet; index: number }) {
  const question = set.questions[index]!;
  const edit = useActionForm({ intent: rowIntent(setIntents.question, question.id) });
  const moved = useActionForm({ intent: rowIntent(setIntents.move, question.id) });
  const remove = useActionForm({ intent: rowIntent(setIntents.remove, question.id) });
  const headingId = `question-${question.id}`;
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Question {index + 1}
      </h3>
      <Form method="post" ref={edit.formRef} noValidate className="grid gap-4">
        {edit.intentInput}
        <ErrorSummary id={edit.summaryId} messages={[edit.formError, ...Object.values(edit.errors)]} />
        <QuestionFields form={edit} initial={question} />
        <SubmitRow pending={edit.pending} pendingLabel="Saving..." message={edit.message}>
          {`Save question ${index + 1}`}
        </SubmitRow>
      </Form>
      <div className="flex flex-wrap gap-2">
        {index > 0 ? <MoveButton set={set} index={index} by={-1} /> : null}
        {index < set.questions.length - 1 ? <MoveButton set={set} index={index} by={1} /> : null}
        <Form method="post">
          {remove.intentInput}
          <SubmitButton pending={remove.pending} pendingLabel="Removing..." variant="outline" size="sm">
            {`Remove question ${index + 1}`}
          </SubmitButton>
        </Form>
      </div>
      <ErrorSummary id={moved.summaryId} messages={[moved.formError, ...Object.values(moved.errors)]} />
      <FormStatus message={moved.message} />
    </li>
  );
}

function ReadOnlyQuestions({ questions }: { questions: Question[] }) {
  return (
    <ol className="grid list-decimal gap-2 pl-5">
      {questions.map((question) => (
        <li key={question.id}>
          {question.text} <span className="text-muted-foreground">({questionTimes(question)})</span>
        </li>
      ))}
    </ol>
  );
}

function DraftEditor({ set }: { set: CoachInterviewSet }) {
  const details = useActionForm({ intent: setIntents.details });
  const add = useActionForm({ intent: setIntents.add, resetOnSuccess: true });
  const removed = useRowResult(setIntents.remove);
  return (
    <>
      <section aria-labelledby="details-heading" className="grid gap-4">
        <h2 id="details-heading" className="font-sans text-xl font-semibold">
          Set details
        </h2>
        <Form method="post" ref={details.formRef} noValidate className="grid gap-5">
          {details.intentInput}
          <ErrorSummary id={details.summaryId} messages={[details.formError, ...Object.values(details.errors)]} />
          <SetFields form={details} initial={{ title: set.title, description: set.description, firmSlug: set.firm?.slug ?? '' }} />
          <SubmitRow pending={details.pending} pendingLabel="Saving..." message={details.message}>
            Save set details
          </SubmitRow>
        </Form>
      </section>
      <section aria-labelledby="questions-heading" className="grid gap-4">
        <h2 id="questions-heading" className="font-sans text-xl font-semibold">
          Questions ({set.questions.length})
        </h2>
        <p className="text-sm text-muted-foreground">Times are the standard ones, in seconds: a member’s extra time stretches both when they start.</p>
        <ErrorSummary id={removed.summaryId} messages={[removed.formError]} />
        <FormStatus message={removed.message} />
        {set.questions.length === 0 ? <p>No questions yet: add the first below.</p> : null}
        <ol className="grid gap-3">
          {set.questions.map((question, index) => (
            <QuestionRow key={question.id} set={set} index={index} />
          ))}
        </ol>
        <section aria-labelledby="add-heading" className="grid gap-3 rounded-lg border border-dashed border-border p-4">
          <h3 id="add-heading" className="font-sans text-base font-semibold">
            Add a question
          </h3>
          <Form method="post" ref={add.formRef} noValidate className="grid gap-4">
            {add.intentInput}
            <ErrorSummary id={add.summaryId} messages={[add.formError, ...Object.values(add.errors)]} />
            <QuestionFields form={add} />
            <SubmitRow pending={add.pending} pendingLabel="Adding..." message={add.message}>
              Add question
            </SubmitRow>
          </Form>
        </section>
      </section>
    </>
  );
}

export default function CoachInterview({ loaderData }: Route.ComponentProps) {
  const { set } = loaderData;
  const draft = set.status === 'draft';
  return (
    <div className="grid gap-8">
      <div>
        <p className="text-sm">
          <Link to={coachInterviewsPath} className="text-primary underline">
            Video interviews
          </Link>
        </p>
        <h1 className="text-3xl font-semibold break-words">{set.title}</h1>
        <p className="mt-2 text-sm">
          <strong className="font-semibold">{`${setStatusLabels[set.status]} set`}</strong>
          {` · ${set.firm ? set.firm.name : 'Generic'} · ${set.attemptCount === 1 ? 'one attempt' : `${set.attemptCount} attempts`} by members`}
        </p>
        <p className="text-sm text-muted-foreground">{setStatusMeanings[set.status]}</p>
      </div>

      <section aria-labelledby="status-heading" className="grid gap-3">
        <h2 id="status-heading" className="font-sans text-xl font-semibold">
          {draft ? 'Publish, retire or duplicate' : 'Retire or duplicate'}
        </h2>
        <ul className="grid gap-3">
          {draft ? (
            <StatusAction
              intent={setIntents.publish}
              label="Publish"
              does="Members see the set on their video-interview page and can start it. From then on it is never edited; it needs at least one question."
              primary
            />
          ) : null}
          {set.status !== 'retired' ? (
            <StatusAction intent={setIntents.retire} label="Retire" does="Members no longer see it or start it. Attempts already started keep their questions and takes." />
          ) : null}
          <StatusAction intent={setIntents.duplicate} label="Duplicate as a new draft" does="Copies the set and its questions into a new draft to change; this set stays as it is." />
        </ul>
        <StatusResult draft={draft} />
      </section>

      {draft ? (
        <DraftEditor set={set} />
      ) : (
        <section aria-labelledby="questions-heading" className="grid gap-3">
          <h2 id="questions-heading" className="font-sans text-xl font-semibold">
            Questions ({set.questions.length})
          </h2>
          <p className="text-sm text-muted-foreground">
            {set.status === 'published' ? 'A published set is not edited: members’ attempts point at its questions.' : 'A retired set is kept for the attempts made with it.'} To
            change it, duplicate it as a new draft.
          </p>
          <ReadOnlyQuestions questions={set.questions} />
        </section>
      )}

      <section aria-labelledby="preview-heading" className="grid gap-3">
        <h2 id="preview-heading" className="font-sans text-xl font-semibold">
          How members see it
        </h2>
        <p className="text-sm text-muted-foreground">As a member without extra time sees it on their video-interview page{draft ? ', once it is published' : ''}.</p>
        <div className="max-w-xl">
          <InterviewSetCard set={set} />
        </div>
      </section>
    </div>
  );
}
