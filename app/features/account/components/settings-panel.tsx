import { Form, useSubmit } from 'react-router';
import type { SettingsInput } from '@server/features/auth/auth.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { Label } from '~/components/ui/label';
import { SubmitRow } from '~/components/ui/submit-row';
import { Switch } from '~/components/ui/switch';
import { useActionForm } from '~/lib/forms/use-action-form';

export const settingsIntent = 'settings';

/**
 * Email notifications, deadline reminders and dark theme, posted to the settings page's action. With scripts,
 * a switch saves as soon as it changes; without, the Save button does.
 */
export function SettingsPanel({ initial }: { initial: SettingsInput }) {
  const form = useActionForm({ intent: settingsIntent });
  const submit = useSubmit();
  return (
    <Form
      method="post"
      ref={form.formRef}
      preventScrollReset
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
      className="grid gap-6"
    >
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="email-notifications">Email notifications</Label>
          <p className="text-sm text-muted-foreground">Every email we send unasked, such as deadline reminders. Off, you still get what you ask for: sign-in links, receipts, your reviews and your data.</p>
        </div>
        <Switch id="email-notifications" name="emailNotifications" defaultChecked={initial.emailNotifications} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="deadline-reminders">Deadline reminders</Label>
          <p className="text-sm text-muted-foreground">An email 7 days and 1 day before each application in your tracker closes, until you mark it submitted.</p>
        </div>
        <Switch id="deadline-reminders" name="deadlineReminders" defaultChecked={initial.deadlineReminders ?? true} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <div>
          <Label htmlFor="dark-theme">Dark theme</Label>
          <p className="text-sm text-muted-foreground">Easier on the eyes late at night.</p>
        </div>
        {/* Unchecked, only this hidden value is sent; checked, the switch's value comes later and wins. */}
        <input type="hidden" name="theme" value="light" />
        <Switch id="dark-theme" name="theme" value="dark" defaultChecked={initial.theme === 'dark'} />
      </div>
      <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
        Save preferences
      </SubmitRow>
    </Form>
  );
}
