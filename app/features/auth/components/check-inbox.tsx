import { useEffect, useRef } from 'react';
import { Form, Link, type useFetcher } from 'react-router';
import { accountPageHref } from '~/components/layout/login-link';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { resendIntent } from '../auth-intents';

/**
 * What sign-up turns into once the link is on its way: where it went, what opening it does,
 * and the way to have it sent again (to the same target). Focus moves here, so a screen
 * reader hears it and nobody is left looking at an empty form.
 */
export function CheckInbox({
  email,
  returnTo,
  choice,
  fetcher,
}: {
  email: string;
  returnTo: string | undefined;
  choice?: string;
  /** In the Account dialog: the resend goes through it, so the dialog stays put. */
  fetcher?: ReturnType<typeof useFetcher>;
}) {
  const resend = useActionForm({ intent: resendIntent, fetcher });
  const FormTag = fetcher ? fetcher.Form : Form;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const action = accountPageHref('signup', returnTo ?? '/');
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Check your inbox
        </h2>
        <p>
          We have sent a link to <strong className="break-all">{email}</strong>. Open it to confirm your address: it logs you in
          {choice ? (
            <>
              , ready to <strong>{choice}</strong>.
            </>
          ) : returnTo ? (
            ' and brings you back to where you were.'
          ) : (
            '.'
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          The link works for 24 hours, in any browser. If it has not arrived within a few minutes, look in your spam or junk folder.
        </p>
      </div>
      <FormTag method="post" action={action} ref={resend.formRef} className="grid gap-2">
        {resend.intentInput}
        <input type="hidden" name="email" value={email} />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <ErrorSummary id={resend.summaryId} messages={[resend.formError, resend.errors.email]} />
        <FormStatus message={resend.message} />
        <SubmitButton variant="outline" className="justify-self-start" pending={resend.pending} pendingLabel="Sending...">
          Send the link again
        </SubmitButton>
      </FormTag>
      <p className="text-sm">
        Wrong address?{' '}
        <Link to={action} reloadDocument className="text-primary underline">
          Start again with another
        </Link>
      </p>
    </div>
  );
}
