import { Form, Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import type { PracticeKind } from '@server/db/schema';
import type { NoAccess } from '@server/features/billing/access-standing';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { NoAccessNotice } from '~/features/billing/components/plan-way-back';
import { useActionForm } from '~/lib/forms/use-action-form';
import { rowIntent } from '~/lib/forms/row-intent';
import { describeFormTime } from '../time-left';

export const startIntent = 'start';

export const kindNames: Record<PracticeKind, string> = {
  'critical-thinking': 'Critical thinking',
  'situational-judgement': 'Situational judgement',
};

const kindDescriptions: Record<PracticeKind, string> = {
  'critical-thinking': 'Five sections in the format most City firms use: inference, recognition of assumptions, deduction, interpretation and evaluation of arguments.',
  'situational-judgement': 'Scenarios from a trainee’s working life: choose the most and least effective responses, rate them, or rank them.',
};

export type ListedForm = {
  id: string;
  kind: PracticeKind;
  title: string;
  description: string;
  questions: number;
  minutes: number;
  free: boolean;
  available: boolean;
  /** The time this member gets on it (their factor applied by the server); null: untimed. */
  memberSeconds: number | null;
};

/**
 * One test: what it asks and how long, and Start (a form), Continue (the attempt the member has
 * running: one at a time) or why it is closed to this member.
 */
function PracticeFormCard({ form, paused, runningAttemptId }: { form: ListedForm; paused: boolean; runningAttemptId: string | undefined }) {
  const start = useActionForm({ intent: rowIntent(startIntent, form.id) });
  const titleId = `form-${form.id}-title`;
  return (
    <li id={`form-${form.id}`} className="grid gap-3 rounded-lg border bg-card p-5" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {form.title}
        </h3>
        {form.free ? <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">Free</span> : null}
      </div>
      {form.description ? <p className="text-sm text-muted-foreground">{form.description}</p> : null}
      <p className="text-sm">
        {form.questions === 1 ? '1 question' : `${form.questions} questions`} · {describeFormTime(form.minutes, form.memberSeconds)}
      </p>
      {form.available && runningAttemptId ? (
        <p className="grid gap-2 text-sm">
          You have this test in progress.
          <Link to={`/practice/attempts/${runningAttemptId}`} className={buttonVariants({ className: 'justify-self-start' })} aria-describedby={titleId}>
            Continue your attempt
          </Link>
        </p>
      ) : form.available ? (
        <Form method="post" ref={start.formRef} className="grid gap-2">
          {start.intentInput}
          <input type="hidden" name="formId" value={form.id} />
          <ErrorSummary id={start.summaryId} messages={[start.formError, ...Object.values(start.errors)]} />
          <SubmitButton pending={start.pending} pendingLabel="Starting..." className="justify-self-start" aria-describedby={titleId}>
            Start test
          </SubmitButton>
        </Form>
      ) : (
        <p className="text-sm font-medium text-muted-foreground">
          {paused ? 'Locked while your membership is paused.' : 'Locked: this test comes with a premium plan.'}
        </p>
      )}
    </li>
  );
}

/** The published tests by kind; without a plan, the diagnostic stays open and the rest say why they are closed. */
export function PracticeForms({ forms, noAccess, running }: { forms: ListedForm[]; noAccess: NoAccess | null; running: ReadonlyMap<string, string> }) {
  const kinds = (['critical-thinking', 'situational-judgement'] as const).filter((kind) => forms.some((form) => form.kind === kind));
  const locked = forms.some((form) => !form.available);
  return (
    <div className="grid gap-8">
      {locked && noAccess ? (
        <NoAccessNotice standing={noAccess}>
          <p className="text-sm">
            {noAccess.kind === 'paused'
              ? 'The diagnostic test stays open. The full tests, the section drills and situational judgement open again when you resume.'
              : 'The diagnostic test is free to every member. The full tests, the section drills and situational judgement come with a premium plan.'}
          </p>
        </NoAccessNotice>
      ) : null}
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="grid gap-4">
          <div>
            <h2 id={`kind-${kind}`} className="text-2xl font-semibold">
              {kindNames[kind]}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{kindDescriptions[kind]}</p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {forms
              .filter((form) => form.kind === kind)
              .map((form) => (
                <PracticeFormCard key={form.id} form={form} paused={noAccess?.kind === 'paused'} runningAttemptId={running.get(form.id)} />
              ))}
          </ul>
        </section>
      ))}
      {forms.length === 0 ? <p className="text-muted-foreground">No practice tests are published yet.</p> : null}
    </div>
  );
}
