import { Form, Link, useActionData, useFetcher } from 'react-router';
import { signUpPasswordHint } from '@server/features/auth/auth.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { accountPageHref } from '~/components/layout/login-link';
import { useActionForm } from '~/lib/forms/use-action-form';
import { sentToOf } from '../auth-form-result';
import { resendIntent, signUpIntent } from '../auth-intents';
import { CheckInbox } from './check-inbox';

const fields = ['firstName', 'lastName', 'email', 'password', 'university', 'lawBackground'] as const;
const backgrounds = [
  { label: 'Law', value: 'true' },
  { label: 'Non-Law', value: 'false' },
] as const;

/**
 * Creates an account, posted to the /signup action (a fetcher in the Account dialog); the
 * member verifies their email before the first log-in. Once the link is sent the form gives
 * way to "check your inbox". `returnTo` is where the verified link leads on; `choice` says
 * what that is, in words.
 */
export function SignUpForm({ returnTo, choice, inDialog = false }: { returnTo?: string; choice?: string; inDialog?: boolean }) {
  const fetcher = useFetcher();
  const resendFetcher = useFetcher();
  const actionData = useActionData();
  const form = useActionForm({ intent: signUpIntent, fetcher: inDialog ? fetcher : undefined });
  const FormTag = inDialog ? fetcher.Form : Form;
  const { errors } = form;
  const background = form.value('lawBackground', 'true');
  // A failed post without JavaScript lands on /signup itself: the target comes back with what was typed.
  const target = form.value('returnTo', returnTo);
  const sentTo = inDialog ? (sentToOf(resendFetcher.data, resendIntent) ?? sentToOf(fetcher.data, resendIntent)) : sentToOf(actionData, resendIntent);
  if (sentTo) return <CheckInbox email={sentTo} returnTo={target} choice={choice} fetcher={inDialog ? resendFetcher : undefined} />;
  return (
    <FormTag method="post" action={accountPageHref('signup', target ?? '/')} ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      {target ? <input type="hidden" name="returnTo" value={target} /> : null}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...fields.map((field) => errors[field])]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" defaultValue={form.value('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" defaultValue={form.value('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email}>
        <Input type="email" name="email" autoComplete="email" defaultValue={form.value('email')} />
      </FormField>
      <FormField label="Password" error={errors.password} hint={signUpPasswordHint}>
        <Input type="password" name="password" autoComplete="new-password" />
      </FormField>
      <FormField label="University" error={errors.university}>
        <Input name="university" autoComplete="organization" defaultValue={form.value('university')} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Background</legend>
        <div className="flex gap-4">
          {backgrounds.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="lawBackground"
                value={option.value}
                defaultChecked={background === option.value}
                className="size-4 accent-[var(--primary)]"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-muted-foreground">
        By creating an account you agree to us holding your details to run it; see our{' '}
        <Link to="/privacy" className="underline hover:text-foreground">
          privacy notice
        </Link>{' '}
        for what we keep, for how long and your rights.
      </p>
      <SubmitButton pending={form.pending} pendingLabel="Creating account...">
        Create account
      </SubmitButton>
    </FormTag>
  );
}
