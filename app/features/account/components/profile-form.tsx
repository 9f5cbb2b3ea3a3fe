import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { profileFields } from '@server/features/auth/auth.schema';
import type { Account } from '@server/features/account/get-account';
import { updateProfile } from '../api/update-profile';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Switch } from '~/components/ui/switch';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/toaster';
import { applyServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';

const profileSchema = z.object(profileFields);
type ProfileValues = z.infer<typeof profileSchema>;
const textFields = ['firstName', 'lastName', 'university'] as const;

/** Personal information; the email is shown but cannot be changed here. */
export function ProfileForm({ user }: { user: Account['user'] }) {
  const revalidator = useRevalidator();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      university: user.university,
      lawBackground: user.lawBackground,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const problems = useFormProblems();

  const submit = form.handleSubmit(async (values) => {
    problems.clear();
    try {
      const saved = await updateProfile(values);
      form.reset({ ...saved.user });
      toast.success('Profile updated');
      await revalidator.revalidate();
    } catch (error) {
      problems.report(applyServerErrors(error, form.setError, textFields));
    }
  }, () => problems.report());

  return (
    <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
      <ErrorSummary id={problems.summaryId} messages={[problems.problem, ...textFields.map((field) => errors[field]?.message)]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" hint="Contact support if you need to change your email address">
        <Input type="email" value={user.email} readOnly disabled />
      </FormField>
      <FormField label="University" error={errors.university?.message}>
        <Input autoComplete="organization" {...form.register('university')} />
      </FormField>
      <Controller
        control={form.control}
        name="lawBackground"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="law-background" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="law-background">I have a law background (LLB or law conversion)</Label>
          </div>
        )}
      />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
