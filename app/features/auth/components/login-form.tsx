import { Form, Link, useActionData, useFetcher } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { accountPageHref } from '~/components/layout/login-link';
import { reasonOf } from '../auth-form-result';
import { loginIntent, resendIntent } from '../auth-intents';

/**
 * Email and password log-in, posted to the /login action: a navigating form on the /login
 * page, fetchers in the Account dialog (`inDialog`), so the page does not move until the
 * action sends the person on. Rejected credentials mark both fields, since either may be
 * the wrong one; an unverified member is offered the verification email again.
 */
export function LoginForm({ returnTo, inDialog = false, onLeave }: { returnTo?: string; inDialog?: boolean; onLeave?: () => void }) {
  const loginFetcher = useFetcher();
  const resendFetcher = useFetcher();
  const actionData = useActionData();
  const form = useActionForm({ intent: loginIntent, fetcher: inDialog ? loginFetcher : undefined });
  const resend = useActionForm({ intent: resendIntent, fetcher: inDialog ? resendFetcher : undefined });
  const LoginTag = inDialog ? loginFetcher.Form : Form;
  const ResendTag = inDialog ? resendFetcher.Form : Form;

  const answer = inDialog ? loginFetcher.data : actionData;
  const reason = form.formError ? reasonOf(answer) : undefined;
  const rejected = reason === 'credentials' ? form.summaryId : undefined;
  // The email the link goes to: as typed in the refused log-in, or in a refused resend.
  const unverifiedEmail = reason === 'unverified' ? form.value('email') : resend.formError ? resend.value('email') : undefined;
  const { errors } = form;
  // A failed post without JavaScript lands on /login itself: the target comes back with what was typed.
  const target = form.value('returnTo', resend.value('returnTo', returnTo));
  // Posting to /login?returnTo= keeps the target in the address too, for the page's other links.
  const action = accountPageHref('login', target ?? '/');

  return (
    <div className="grid gap-4">
      <LoginTag method="post" action={action} ref={form.formRef} noValidate className="grid gap-4">
        {form.intentInput}
        {target ? <input type="hidden" name="returnTo" value={target} /> : null}
        <ErrorSummary id={form.summaryId} messages={[form.formError, errors.email, errors.password]} />
        <FormField label="Email" error={errors.email} explainedBy={rejected}>
          <Input type="email" name="email" autoComplete="email" defaultValue={form.value('email', unverifiedEmail)} />
        </FormField>
        <FormField label="Password" error={errors.password} explainedBy={rejected}>
          <Input type="password" name="password" autoComplete="current-password" />
        </FormField>
        <SubmitButton pending={form.pending} pendingLabel="Logging in...">
          Log in
        </SubmitButton>
      </LoginTag>
      {unverifiedEmail || resend.message ? (
        <ResendTag method="post" action={action} ref={resend.formRef} className="grid gap-2 rounded-md border border-gold/60 bg-accent p-3 text-sm text-accent-foreground">
          {resend.intentInput}
          {target ? <input type="hidden" name="returnTo" value={target} /> : null}
          <ErrorSummary id={resend.summaryId} messages={[resend.formError, resend.errors.email]} />
          <FormStatus message={resend.message} />
          {unverifiedEmail ? (
            <>
              <input type="hidden" name="email" value={unverifiedEmail} />
              <p>Did not receive it?</p>
              <SubmitButton variant="outline" size="sm" className="justify-self-start" pending={resend.pending} pendingLabel="Sending...">
                Resend verification email
              </SubmitButton>
            </>
          ) : null}
        </ResendTag>
      ) : null}
      <Link to="/forgot-password" onClick={onLeave} className="justify-self-center text-sm text-primary underline-offset-4 hover:underline">
        Forgot your password?
      </Link>
    </div>
  );
}
