import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { PageHeader } from '~/components/layout/page-header';
import { useAccountDialog } from '~/components/layout/account-dialog-state';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { Card, CardContent } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { resetPassword } from '~/features/auth/api/reset-password';
import { newPasswordErrors, type NewPasswordErrors } from '~/features/account/components/change-password-form';
import { newPasswordHint } from '@server/features/auth/auth.schema';
import { splitServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';

export const meta: Route.MetaFunction = () => [{ title: 'Choose a new password | Clearpath Law Coaching' }];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invalidLink = !token || params.get('error') !== null;
  const dialog = useAccountDialog();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');
  const problems = useFormProblems();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    problems.clear();
    const found = newPasswordErrors(next, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return problems.report();
    if (!token) return;
    setState('saving');
    try {
      await resetPassword({ token, newPassword: next });
      setState('done');
      toast.success('Password updated', { description: 'You can now log in with your new password.' });
    } catch (error) {
      setState('idle');
      const { fieldErrors, message } = splitServerErrors(error, ['newPassword'] as const);
      setErrors(fieldErrors);
      problems.report(message);
    }
  };

  return (
    <>
      <PageHeader title="Choose a new password" />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="pt-6">
            {invalidLink ? (
              <p role="alert">
                This reset link is invalid or has expired.{' '}
                <Link to="/forgot-password" className="text-primary underline">
                  Request a new one
                </Link>
                .
              </p>
            ) : state === 'done' ? (
              <div role="status" className="grid gap-4">
                <p>Your password has been changed, and you have been signed out everywhere.</p>
                <Button onClick={() => dialog.open('login')}>Log in</Button>
              </div>
            ) : (
              <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
                <ErrorSummary id={problems.summaryId} messages={[problems.problem, errors.newPassword, errors.confirm]} />
                <FormField label="New password" hint={newPasswordHint} error={errors.newPassword}>
                  <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
                </FormField>
                <FormField label="Confirm new password" error={errors.confirm}>
                  <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
                </FormField>
                <Button type="submit" disabled={!next || !confirm || state === 'saving'}>
                  {state === 'saving' ? 'Saving...' : 'Set new password'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
