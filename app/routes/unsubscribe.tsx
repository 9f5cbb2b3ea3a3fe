import { Form, Link } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { invalidLinkMessage, mailingLists } from '@server/features/unsubscribe/mailing-lists';
import { readUnsubscribeToken } from '@server/features/unsubscribe/unsubscribe-links';
import { unsubscribe } from '@server/features/unsubscribe/unsubscribe';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { formSuccess, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';

export const meta: Route.MetaFunction = () => [{ title: 'Unsubscribe | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/**
 * Where an email's unsubscribe link leads, signed in or not: it names what the link turns
 * off and asks. Opening it changes nothing, because mail scanners and prefetchers open links.
 * A link we did not issue, or an expired one, gets the same page saying so and where to go instead.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const payload = readUnsubscribeToken(context.services, params.token);
  return { name: payload ? mailingLists[payload.list].name : null };
}

/** The button's post: the same domain function as the one-click unsubscribe mail providers call. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return submitWrite(form, async () => {
    const { name } = await unsubscribe(context.services, { token: params.token });
    return formSuccess(form, `Done: we will not send you ${name} any more.`);
  });
}

export default function UnsubscribePage({ loaderData: { name } }: Route.ComponentProps) {
  const form = useActionForm();
  const done = Boolean(form.message);
  return (
    <>
      <PageHeader title="Unsubscribe" description={name ? `Stop receiving ${name} by email.` : undefined} />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            {name ? (
              <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
                <ErrorSummary id={form.summaryId} messages={[form.formError]} />
                <FormStatus message={form.message} />
                {done ? null : (
                  <>
                    <p>We will stop emailing you {name}. Nothing else about your account changes.</p>
                    <SubmitButton pending={form.pending} pendingLabel="Unsubscribing..." className="justify-self-start">
                      Unsubscribe from {name}
                    </SubmitButton>
                  </>
                )}
              </Form>
            ) : (
              <p role="status">{invalidLinkMessage}</p>
            )}
            <p className="text-sm text-muted-foreground">
              {done ? 'Changed your mind? ' : ''}You can choose which emails you get in your{' '}
              <Link to="/settings" className="text-primary underline">
                settings
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
