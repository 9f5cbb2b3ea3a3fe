import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newPasswordHint, signUpSchema, type SignUpInput } from '@server/features/auth/auth.schema';
import { signUp } from '../api/sign-up';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { applyServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';

type SignUpValues = z.input<typeof signUpSchema>;
const fields = ['firstName', 'lastName', 'email', 'password', 'university'] as const;

/** Creates an account; the member verifies their email before the first login. */
export function SignUpForm({ onSuccess, continueTo }: { onSuccess: () => void; continueTo?: string }) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', university: '', lawBackground: true },
  });
  const { errors, isSubmitting } = form.formState;
  const problems = useFormProblems();

  const submit = form.handleSubmit(async (input: SignUpInput) => {
    problems.clear();
    try {
      await signUp({ ...input, callbackURL: continueTo ? `/email-verified?continue=${encodeURIComponent(continueTo)}` : undefined });
      toast.success('Success', {
        description: 'Account created successfully! Please check your email to verify your account.',
      });
      onSuccess();
    } catch (error) {
      problems.report(applyServerErrors(error, form.setError, fields));
    }
  }, () => problems.report());

  return (
    <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary id={problems.summaryId} messages={[problems.problem, ...fields.map((field) => errors[field]?.message)]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={newPasswordHint}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="University" error={errors.university?.message}>
        <Input autoComplete="organization" {...form.register('university')} />
      </FormField>
      <Controller
        control={form.control}
        name="lawBackground"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Background</legend>
            <div className="flex gap-4">
              {[
                { label: 'Law', value: true },
                { label: 'Non-Law', value: false },
              ].map((option) => (
                <label key={option.label} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    className="size-4 accent-[var(--primary)]"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
