import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/account';
import { accountLinks } from '~/components/layout/avatar-button';
import { LogOutForm } from '~/components/layout/log-out-form';
import { PageHeader } from '~/components/layout/page-header';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { guardedViewer } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Your account | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** The account menu as a page: where the header's avatar leads before (or without) scripts. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  return { viewer: { firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email, role: viewer.role } };
}

export default function AccountPage({ loaderData: { viewer } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Your account" description={`Logged in as ${viewer.email}.`} />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            <nav aria-label="Account">
              <ul className="grid gap-1">
                {accountLinks(viewer).map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link to={to} className="flex items-center gap-2 rounded-md px-2 py-2 hover:bg-muted">
                      <Icon aria-hidden="true" className="size-4" /> {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <LogOutForm returnTo="/">
              <Button type="submit" variant="outline">
                <LogOut aria-hidden="true" /> Log out
              </Button>
            </LogOutForm>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const handle = { what: 'your account' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
