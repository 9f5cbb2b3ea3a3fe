import { Form } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { formatDate } from '@content/uk-dates';
import { membershipFormAction, pauseIntent, resumeIntent } from './membership-intents';

const monthOptions = [1, 2, 3] as const;

/** The 1, 2 or 3 months radio group, shared by the pause form and the cancellation flow. */
export function PauseMonthsField({ error, defaultMonths = '1' }: { error?: string; defaultMonths?: string }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Pause for</legend>
      <div className="flex flex-wrap gap-4">
        {monthOptions.map((months) => (
          <label key={months} className="flex items-center gap-2 text-sm">
            <input type="radio" name="months" value={months} defaultChecked={String(months) === defaultMonths} className="size-4 accent-[var(--primary)]" />
            {months === 1 ? '1 month' : `${months} months`}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-destructive-text">{error}</p> : null}
    </fieldset>
  );
}

/** Pause the membership for 1 to 3 months: no charge and no premium access until it resumes. */
export function PauseMembershipForm() {
  const form = useActionForm({ intent: pauseIntent });
  return (
    <Form method="post" action={membershipFormAction} ref={form.formRef} className="grid gap-3">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError]} />
      <p className="text-sm text-muted-foreground">
        Taking a break? Pause instead of cancelling: you are not charged and premium resources are closed while paused. When it ends, by
        itself or when you resume early, you get back the paid time you had left. You can pause once in 12 months.
      </p>
      <PauseMonthsField error={form.errors.months} defaultMonths={form.value('months', '1')} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton variant="outline" pending={form.pending} pendingLabel="Pausing...">
          Pause membership
        </SubmitButton>
        <FormStatus message={form.message} />
      </div>
    </Form>
  );
}

/** Ends the pause now: access comes back at once. */
export function ResumeMembershipButton() {
  const form = useActionForm({ intent: resumeIntent });
  return (
    <Form method="post" action={membershipFormAction} ref={form.formRef} className="grid gap-2">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError]} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={form.pending} pendingLabel="Resuming...">
          Resume membership now
        </SubmitButton>
        <FormStatus message={form.message} />
      </div>
    </Form>
  );
}

/** "Your membership is paused until …", with the way to resume early. */
export function PausedNotice({ resumesAt }: { resumesAt: string | null }) {
  return (
    <section aria-labelledby="paused-notice-title" className="grid gap-3 rounded-lg border border-primary/40 bg-muted p-5">
      <h2 id="paused-notice-title" className="font-sans text-lg font-semibold">
        {resumesAt ? `Your membership is paused until ${formatDate(resumesAt)}` : 'Your membership is paused'}
      </h2>
      <p className="text-sm text-muted-foreground">
        You are not being charged and premium resources are closed until then. Resume early at any time: access comes back at once and you keep the
        paid time you had left.
      </p>
      <ResumeMembershipButton />
    </section>
  );
}
