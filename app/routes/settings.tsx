import { data } from 'react-router';
import type { Route } from './+types/settings';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { requireMember } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { getAccount } from '@server/features/account/get-account';
import { DeactivateAccount } from '~/features/account/components/deactivate-account';
import { SettingsPanel } from '~/features/account/components/settings-panel';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await requireMember(context);
  const account = await getAccount(context.services.db, { userId: viewer.userId });
  if (!account) throw data(null, { status: 404 });
  return { settings: account.settings };
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <>
      <PageHeader title="Settings" description="Notifications, appearance and your account." />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle>Preferences</CardTitle>
          </CardHeader>
          <CardContent>
            <SettingsPanel initial={settings} />
          </CardContent>
        </Card>
        <Card className="border-destructive/50">
          <CardHeader>
            <CardTitle>Danger zone</CardTitle>
            <CardDescription>Deactivating deletes your account and everything in it.</CardDescription>
          </CardHeader>
          <CardContent>
            <DeactivateAccount />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const ErrorBoundary = pageErrorBoundary({ what: 'your settings' });
