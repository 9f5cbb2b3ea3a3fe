import { Link, redirect, useSearchParams } from 'react-router';
import { sameSitePath } from '@server/platform/http-kit/redirect-target';
import type { Route } from './+types/email-verified';
import { LoginLink } from '~/components/layout/login-link';
import { returnToOf } from '~/features/auth/auth-form.server';
import { choiceOf } from '~/features/auth/chosen-intent';
import { PageHeader } from '~/components/layout/page-header';
import { buttonVariants } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { useViewer } from '~/lib/viewer';

export const meta: Route.MetaFunction = () => [
  { title: 'Email verification | Clearpath Law Coaching' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Where the person was when they signed up, offered only when a browser would stay on this
 * site for it. When their own link has just logged them in and they had chosen something (a
 * plan, a deadline), they go straight on to its step there: nothing is bought or tracked
 * until they press its button.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const target = params.get('continue');
  const continueTo = target ? returnToOf(sameSitePath(target, context.services.config.publicUrl)) : undefined;
  const ownLinkLoggedIn = context.viewer && !params.has('error') && !params.has('other-account');
  if (ownLinkLoggedIn && choiceOf(continueTo)) throw redirect(continueTo!);
  return { continueTo };
}

/**
 * Where every emailed verification link lands. The auth server adds `error` when the link
 * had expired or was not valid, and `other-account` when it verified an account other than
 * the one signed in here (it never switches accounts). `continue` is where the person was
 * when they signed up.
 */
export default function EmailVerifiedPage({ loaderData: { continueTo } }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const failed = params.has('error');
  const otherAccount = params.has('other-account');

  return (
    <>
      <PageHeader title={failed ? 'Verification link not valid' : 'Email address verified'} />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="grid gap-3 pt-6" role="status">
            {failed ? (
              <p>This verification link has expired or is no longer valid. Log in and we will send you a new one.</p>
            ) : otherAccount ? (
              <>
                <p>The verification link you opened belongs to a different account. That account’s email address is now verified.</p>
                <p>
                  {viewer ? (
                    <>
                      You are still signed in as <strong>{viewer.email}</strong>: opening the link did not switch accounts.
                    </>
                  ) : (
                    'Opening the link did not switch accounts.'
                  )}{' '}
                  To use the other account, log out and log in with its email and password.
                </p>
              </>
            ) : viewer ? (
              <p>Your email is verified. Welcome, {viewer.firstName ?? viewer.email}: you are logged in.</p>
            ) : (
              <p>Your email is verified. You can now log in.</p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              {viewer ? null : (
                <LoginLink returnTo={continueTo ?? '/'} className={buttonVariants()}>
                  Log in
                </LoginLink>
              )}
              <Link to={continueTo ?? '/'} className="text-primary underline">
                {continueTo ? 'Continue where you were' : 'Go to the home page'}
              </Link>
            </div>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
