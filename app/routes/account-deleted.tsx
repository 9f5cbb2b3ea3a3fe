import { Link } from 'react-router';
import type { Route } from './+types/account-deleted';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';

export const meta: Route.MetaFunction = () => [
  { title: 'Account deleted | Clearpath Law Coaching' },
  { name: 'robots', content: 'noindex' },
];

/** Where deactivation ends: the member is signed out and their data is gone. */
export default function AccountDeletedPage() {
  return (
    <>
      <PageHeader title="Account deleted" />
      <div className="mx-auto max-w-md px-4 py-10">
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <p role="status">Your account has been deactivated and you have been logged out.</p>
            <p className="text-sm text-muted-foreground">
              Any subscription has been cancelled, and your profile, settings, uploaded files and reviews have been deleted.
            </p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link to="/">Go to the home page</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
