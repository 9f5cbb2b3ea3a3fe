import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/email-verified';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent } from '~/components/ui/card';
import { useViewer } from '~/lib/viewer';

export const meta: Route.MetaFunction = () => [
  { title: 'Email verified | Clearpath Law Coaching' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Where a verification link lands someone who was already signed in as another account:
 * the link verified its own address but did not switch accounts, and this says so.
 */
export default function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const viewer = useViewer();
  const otherAccount = params.has('other-account');
  return (
    <>
      <PageHeader title="Email address verified" />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="grid gap-3 pt-6" role="status">
            {otherAccount ? (
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
            ) : (
              <p>Your email address is verified. You can log in now.</p>
            )}
            <Link to="/" className="text-primary underline">
              Back to the home page
            </Link>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
