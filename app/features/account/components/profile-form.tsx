import { Form } from 'react-router';
import type { Account } from '@server/features/account/get-account';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { SubmitRow } from '~/components/ui/submit-row';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Switch } from '~/components/ui/switch';
import { useActionForm } from '~/lib/forms/use-action-form';

export const profileIntent = 'profile';

/** Personal information, posted to the profile page's action; the email cannot be changed here. */
export function ProfileForm({ user }: { user: Account['user'] }) {
  const form = useActionForm({ intent: profileIntent });
  const { errors } = form;
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, errors.firstName, errors.lastName, errors.university]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" defaultValue={form.value('firstName', user.firstName)} />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" defaultValue={form.value('lastName', user.lastName)} />
        </FormField>
      </div>
      <FormField label="Email" hint="Contact support if you need to change your email address">
        <Input type="email" value={user.email} readOnly disabled />
      </FormField>
      <FormField label="University" error={errors.university}>
        <Input name="university" autoComplete="organization" defaultValue={form.value('university', user.university)} />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id="law-background" name="lawBackground" defaultChecked={user.lawBackground} />
        <Label htmlFor="law-background">I have a law background (LLB or law conversion)</Label>
      </div>
      <SubmitRow pending={form.pending} pendingLabel="Saving..." message={form.message}>
        Save changes
      </SubmitRow>
    </Form>
  );
}
