import { useState, type FormEvent } from 'react';
import { newPasswordField, newPasswordHint } from '@server/features/auth/auth.schema';
import { changePassword } from '~/features/auth/api/change-password';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import { splitServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';

export type NewPasswordErrors = { newPassword?: string; confirm?: string };

/** The new-password rules (the API's own, so both agree) and the confirmation, each on its field. */
export function newPasswordErrors(next: string, confirm: string): NewPasswordErrors {
  const rule = newPasswordField.safeParse(next);
  if (!rule.success) return { newPassword: rule.error.issues[0]?.message };
  if (next !== confirm) return { confirm: 'New passwords do not match.' };
  return {};
}

type Errors = NewPasswordErrors & { currentPassword?: string };

export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const problems = useFormProblems();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    problems.clear();
    const found = newPasswordErrors(next, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return problems.report();
    setSaving(true);
    try {
      await changePassword({ currentPassword: current, newPassword: next });
      toast.success('Password updated', { description: 'Other devices have been signed out.' });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'INVALID_PASSWORD') {
        setErrors({ currentPassword: 'Your current password is incorrect.' });
        problems.report();
      } else {
        const { fieldErrors, message } = splitServerErrors(error, ['currentPassword', 'newPassword'] as const);
        setErrors(fieldErrors);
        problems.report(message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary id={problems.summaryId} messages={[problems.problem, errors.currentPassword, errors.newPassword, errors.confirm]} />
      <FormField label="Current password" error={errors.currentPassword}>
        <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </FormField>
      <FormField label="New password" hint={newPasswordHint} error={errors.newPassword}>
        <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirm}>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={!current || !next || !confirm || saving}>
        {saving ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
