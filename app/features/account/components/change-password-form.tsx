import { useState, type FormEvent } from 'react';
import { newPasswordField, newPasswordHint } from '../../../../server/features/auth/auth.schema';
import { changePassword } from '~/features/auth/api/change-password';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';

/** The shared new-password rule, and the two entries matching; the server checks them too. */
export function passwordProblem(next: string, confirm: string) {
  if (next !== confirm) return 'New passwords do not match.';
  return newPasswordField.safeParse(next).error?.issues[0]?.message ?? null;
}

/** The server's word on the new password (e.g. a common one), else its general message. */
export const newPasswordError = (error: unknown) =>
  error instanceof ApiError ? (error.fields.newPassword ?? error.message) : undefined;

export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(next, confirm);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await changePassword({ currentPassword: current, newPassword: next });
      toast.success('Password updated', { description: 'Other devices have been signed out.' });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      const reason =
        error instanceof ApiError && error.reason === 'INVALID_PASSWORD' ? 'Your current password is incorrect.' : newPasswordError(error);
      toast.error('Failed to update password. Please try again.', reason ? { description: reason } : undefined);
      if (reason) setProblem(reason);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Current password">
        <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </FormField>
      <FormField label="New password" hint={newPasswordHint}>
        <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </FormField>
      <FormField label="Confirm new password" error={problem ?? undefined}>
        <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={!current || !next || !confirm || saving}>
        {saving ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
