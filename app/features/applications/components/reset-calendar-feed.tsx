import { Form } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { Input } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { useActionForm } from '~/lib/forms/use-action-form';

export const resetCalendarIntent = 'calendar-token';

/** The calendar feed link on the settings page, and the form that replaces it when it got out. */
export function ResetCalendarFeed({ calendarUrl }: { calendarUrl: string }) {
  const form = useActionForm({ intent: resetCalendarIntent });
  return (
    <Form method="post" ref={form.formRef} preventScrollReset className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError]} />
      <div className="grid gap-1.5">
        <label htmlFor="settings-calendar-url" className="text-sm font-medium">
          Your calendar link
        </label>
        <Input id="settings-calendar-url" readOnly value={calendarUrl} className="font-mono text-xs" />
      </div>
      <p className="text-sm text-muted-foreground">
        Resetting makes a new link and stops the old one at once: calendars subscribed to the old link stop updating, so subscribe again with the
        new one.
      </p>
      <SubmitRow pending={form.pending} pendingLabel="Resetting..." message={form.message}>
        Reset calendar link
      </SubmitRow>
    </Form>
  );
}
