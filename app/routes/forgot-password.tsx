import { Form } from 'react-router';
import type { Route } from './+types/forgot-password';
import { requestPasswordReset } from '@server/features/auth/password-auth';
import { PageHeader } from '~/components/layout/page-header';
import { ErrorSummary } from '~/components/ui/error-summary';
import { Card, CardContent } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Input } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { runAuthWrite, textOf } from '~/features/auth/auth-form.server';
import { formSuccess, readForm } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password | Clearpath Law Coaching' }];

/** Emails a reset link; the answer is the same whether or not the email has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = textOf(form, 'email');
  const sent = await runAuthWrite(context, request, form, requestPasswordReset, { email });
  return sent.failure ?? formSuccess(form, `If an account exists for ${email?.trim().toLowerCase()}, a reset link is on its way. It works for one hour.`);
}

export default function ForgotPasswordPage() {
  const form = useActionForm({ resetOnSuccess: true });
  return (
    <>
      <PageHeader title="Forgot your password?" description="We will email you a link to choose a new one." />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="pt-6">
            <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
              <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.email]} />
              <FormStatus message={form.message} />
              <FormField label="Email" error={form.errors.email}>
                <Input type="email" name="email" autoComplete="email" defaultValue={form.value('email')} />
              </FormField>
              <SubmitButton pending={form.pending} pendingLabel="Sending...">
                Email me a reset link
              </SubmitButton>
            </Form>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
