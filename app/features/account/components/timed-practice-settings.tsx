import { Form } from 'react-router';
import { untimedChoice } from '@server/features/auth/auth.schema';
import type { TimeFactor } from '@server/features/timed-attempts/timing';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitRow } from '~/components/ui/submit-row';
import { useActionForm } from '~/lib/forms/use-action-form';

export const timedPracticeIntent = 'timed-practice';

/** The choices in the order a member weighs them; the value is what the form posts. */
const timeChoices: { value: string; label: string }[] = [
  { value: '1', label: 'Standard time' },
  { value: '1.25', label: '25% extra' },
  { value: '1.5', label: '50% extra' },
  { value: '2', label: 'Double time' },
  { value: untimedChoice, label: 'Untimed — practice without a clock' },
];

const choiceOf = (timeFactor: TimeFactor | null) => (timeFactor === null ? untimedChoice : String(timeFactor));

/**
 * Extra time on timed tests and the hidden countdown, posted to the settings page's action.
 * Its own form and Save button: unlike the preferences' switches it does not save on change,
 * so a member moving through the radios with the arrow keys is not saving at each one.
 */
export function TimedPracticeSettings({ timeFactor, timerHidden }: { timeFactor: TimeFactor | null; timerHidden: boolean }) {
  const form = useActionForm({ intent: timedPracticeIntent });
  const chosen = form.value('timeFactor', choiceOf(timeFactor));
  const errorId = 'time-factor-error';
  return (
    <Form method="post" ref={form.formRef} preventScrollReset className="grid gap-6">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
      <fieldset className="grid gap-3" aria-describedby={form.errors.timeFactor ? errorId : 'time-factor-hint'}>
        <legend className="text-sm font-medium">Time for timed tests</legend>
        <p id="time-factor-hint" className="text-sm text-muted-foreground">
          Choose the time you need; we ask for no proof. It applies to every timed attempt you start after saving.
        </p>
        <div className="grid gap-2">
          {timeChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="timeFactor"
                value={choice.value}
                defaultChecked={choice.value === chosen}
                aria-invalid={form.errors.timeFactor ? true : undefined}
                className="size-4 accent-[var(--primary)]"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {form.errors.timeFactor ? (
          <p id={errorId} className="text-sm font-medium text-destructive-text">
            {form.errors.timeFactor}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="timerHidden" defaultChecked={timerHidden} className="mt-0.5 size-4 accent-[var(--primary)]" aria-describedby="timer-hidden-hint" />
        <span>
          Hide the countdown while I answer
          <span id="timer-hidden-hint" className="block text-muted-foreground">
            The time left is still read out to screen readers at the start, at 5 minutes and at 1 minute.
          </span>
        </span>
      </label>
      <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
        Save timed practice
      </SubmitRow>
    </Form>
  );
}
