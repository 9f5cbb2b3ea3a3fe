import type { Route } from './+types/settings';
import { AccessDenied } from '~/components/layout/access-denied';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { getAccount } from '@server/features/account/get-account';
import { DeactivateAccount } from '~/features/account/components/deactivate-account';
import { SettingsPanel } from '~/features/account/components/settings-panel';

export const meta: Route.MetaFunction = () => [{ title: 'Settings | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, services } = context;
  const account = viewer ? await getAccount(services.db, { userId: viewer.userId }) : null;
  return { settings: account?.settings ?? null };
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  if (!settings) return <AccessDenied what="your settings" />;
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
