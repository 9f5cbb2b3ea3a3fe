import { Form } from 'react-router';
import { newPasswordHint } from '@server/features/auth/auth.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { SubmitRow } from '~/components/ui/submit-row';
import { Input } from '~/components/ui/input';
import { useActionForm } from '~/lib/forms/use-action-form';

export const changePasswordIntent = 'change-password';

/** Posted to the profile page's action; other devices are signed out, this one gets a new session. */
export function ChangePasswordForm() {
  const form = useActionForm({ intent: changePasswordIntent, resetOnSuccess: true });
  const { errors } = form;
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, errors.currentPassword, errors.newPassword, errors.confirmPassword]} />
      <FormField label="Current password" error={errors.currentPassword}>
        <Input type="password" name="currentPassword" autoComplete="current-password" />
      </FormField>
      <FormField label="New password" hint={newPasswordHint} error={errors.newPassword}>
        <Input type="password" name="newPassword" autoComplete="new-password" />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword}>
        <Input type="password" name="confirmPassword" autoComplete="new-password" />
      </FormField>
      <SubmitRow pending={form.pending} pendingLabel="Updating..." message={form.message}>
        Update password
      </SubmitRow>
    </Form>
  );
}
