import type { Route } from './+types/profile';
import { AccessDenied } from '~/components/layout/access-denied';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { getAccount } from '@server/features/account/get-account';
import { ChangePasswordForm } from '~/features/account/components/change-password-form';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { PlanSection } from '~/features/billing/components/plan-section';
import { QueryProvider } from '~/lib/query-provider';
import { ProfileForm } from '~/features/account/components/profile-form';

export const meta: Route.MetaFunction = () => [{ title: 'Profile | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, services } = context;
  if (!viewer) return { account: null, status: null, sessionKey: null };
  const [account, status] = await Promise.all([
    getAccount(services.db, { userId: viewer.userId }),
    getSubscriptionStatus(services, { userId: viewer.userId }),
  ]);
  return { account, status, sessionKey: viewer.sessionId };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { account, status, sessionKey } = loaderData;
  if (!account || !status || !sessionKey) return <AccessDenied what="your profile" />;
  return (
    <>
      <PageHeader title="Profile" description="Your personal details, password and membership." />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle>Personal information</CardTitle>
            <CardDescription>How your coaches know you.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm user={account.user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Change password</CardTitle>
            <CardDescription>Changing your password signs you out on every other device.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Payment plan</CardTitle>
          </CardHeader>
          <CardContent>
            <QueryProvider>
              <PlanSection sessionKey={sessionKey} initial={status} />
            </QueryProvider>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
