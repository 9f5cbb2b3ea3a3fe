import { useState, type FormEvent } from 'react';
import type { Route } from './+types/forgot-password';
import { emailField } from '@server/features/auth/auth.schema';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { Card, CardContent } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { requestPasswordReset } from '~/features/auth/api/request-password-reset';
import { splitServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password | Clearpath Law Coaching' }];

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [sending, setSending] = useState(false);
  const problems = useFormProblems();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    problems.clear();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return problems.report();
    }
    setError(undefined);
    setSending(true);
    try {
      await requestPasswordReset(parsed.data);
      setSentTo(parsed.data);
    } catch (failure) {
      const { fieldErrors, message } = splitServerErrors(failure, ['email'] as const);
      setError(fieldErrors.email);
      problems.report(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader title="Forgot your password?" description="We will email you a link to choose a new one." />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="pt-6">
            {sentTo ? (
              <p role="status">
                If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. It works for one hour.
              </p>
            ) : (
              <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
                <ErrorSummary id={problems.summaryId} messages={[problems.problem, error]} />
                <FormField label="Email" error={error}>
                  <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                </FormField>
                <Button type="submit" disabled={sending || !email}>
                  {sending ? 'Sending...' : 'Email me a reset link'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
