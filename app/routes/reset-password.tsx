import { Form, Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { newPasswordHint } from '@server/features/auth/auth.schema';
import { resetPassword } from '@server/features/auth/password-auth';
import { LoginLink } from '~/components/layout/login-link';
import { PageHeader } from '~/components/layout/page-header';
import { buttonVariants } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { Card, CardContent } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { runAuthWrite, textOf, unconfirmedPassword } from '~/features/auth/auth-form.server';
import { formSuccess, readForm } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';

export const meta: Route.MetaFunction = () => [{ title: 'Choose a new password | Clearpath Law Coaching' }];

/** The emailed link's token; Better Auth adds `error` when the link was not valid. */
export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  return { token: params.get('error') === null ? params.get('token') : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const unconfirmed = unconfirmedPassword(form);
  if (unconfirmed) return unconfirmed;
  const reset = await runAuthWrite(context, request, form, resetPassword, {
    newPassword: textOf(form, 'newPassword'),
    token: textOf(form, 'token'),
  });
  return reset.failure ?? formSuccess(form, 'Your password has been changed, and you have been signed out everywhere.');
}

export default function ResetPasswordPage({ loaderData: { token } }: Route.ComponentProps) {
  const form = useActionForm();
  const { errors } = form;
  return (
    <>
      <PageHeader title="Choose a new password" />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="pt-6">
            {!token ? (
              <p role="alert">
                This reset link is invalid or has expired.{' '}
                <Link to="/forgot-password" className="text-primary underline">
                  Request a new one
                </Link>
                .
              </p>
            ) : form.message ? (
              <div role="status" className="grid gap-4">
                <p>{form.message}</p>
                <LoginLink returnTo="/" className={buttonVariants({ className: 'justify-self-start' })}>
                  Log in
                </LoginLink>
              </div>
            ) : (
              <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
                <input type="hidden" name="token" value={token} />
                <ErrorSummary id={form.summaryId} messages={[form.formError, errors.newPassword, errors.confirmPassword, errors.token]} />
                <FormField label="New password" hint={newPasswordHint} error={errors.newPassword}>
                  <Input type="password" name="newPassword" autoComplete="new-password" />
                </FormField>
                <FormField label="Confirm new password" error={errors.confirmPassword}>
                  <Input type="password" name="confirmPassword" autoComplete="new-password" />
                </FormField>
                <SubmitButton pending={form.pending} pendingLabel="Saving...">
                  Set new password
                </SubmitButton>
              </Form>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
