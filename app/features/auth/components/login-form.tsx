import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { signInSchema } from '@server/features/auth/auth.schema';
import { resendVerification } from '../api/resend-verification';
import { signIn, type SignInInput } from '../api/sign-in';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import { applyServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';

/**
 * Email and password login; an unverified member is offered the verification email again.
 * Rejected credentials mark both fields, since either may be the wrong one.
 */
export function LoginForm({ onSuccess, continueTo }: { onSuccess: () => void; continueTo?: string }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [credentialsRejected, setCredentialsRejected] = useState(false);
  const problems = useFormProblems();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setUnverifiedEmail(null);
    setCredentialsRejected(false);
    problems.clear();
    try {
      await signIn({ ...input, callbackURL: continueTo });
      toast.success('Success', { description: 'Logged in successfully!' });
      onSuccess();
      if (continueTo) await navigate(continueTo);
      else await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(input.email);
      setCredentialsRejected(error instanceof ApiError && error.status === 401);
      problems.report(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  }, () => problems.report());

  const rejected = credentialsRejected ? problems.summaryId : undefined;

  const resend = async () => {
    if (!unverifiedEmail) return;
    try {
      await resendVerification(unverifiedEmail);
      toast.success('Verification email sent', { description: `Check ${unverifiedEmail} for the link.` });
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary id={problems.summaryId} messages={[problems.problem, errors.email?.message, errors.password?.message]} />
      <FormField label="Email" error={errors.email?.message} explainedBy={rejected}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} explainedBy={rejected}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {unverifiedEmail ? (
        <div role="status" className="rounded-md border border-gold/60 bg-accent p-3 text-sm text-accent-foreground">
          Please verify your email address first: we have sent a new link to {unverifiedEmail}.{' '}
          <button type="button" onClick={resend} className="font-medium underline underline-offset-2">
            Resend verification email
          </button>
        </div>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Log in'}
      </Button>
      <Link to="/forgot-password" onClick={onSuccess} className="justify-self-center text-sm text-primary underline-offset-4 hover:underline">
        Forgot your password?
      </Link>
    </form>
  );
}
