import { LogOut } from 'lucide-react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { authCookies } from '@server/features/auth/better-auth-response';
import { signOut } from '@server/features/auth/password-auth';
import { LogOutForm } from '~/components/layout/log-out-form';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { returnToOf } from '~/features/auth/auth-form.server';
import { readForm } from '~/lib/forms/form-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Log out | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export function loader({ context }: Route.LoaderArgs) {
  return { signedInAs: context.viewer?.email };
}

/** Ends the session and clears its cookie, then goes back to the page the person was on (which now shows what a visitor sees). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const response = await signOut(context.services, { headers: request.headers });
  return redirect(returnToOf(form.get('returnTo')) ?? '/', { headers: authCookies(response) });
}

/** The log-out form on a page of its own (the account menu and /account hold it too). */
export default function LogOutPage({ loaderData: { signedInAs } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Log out" />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            {signedInAs ? (
              <>
                <p>
                  You are logged in as <strong>{signedInAs}</strong>.
                </p>
                <LogOutForm returnTo="/">
                  <Button type="submit">
                    <LogOut aria-hidden="true" /> Log out
                  </Button>
                </LogOutForm>
              </>
            ) : (
              <p role="status">
                You are not logged in.{' '}
                <Link to="/" className="text-primary underline">
                  Go to the home page
                </Link>
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
