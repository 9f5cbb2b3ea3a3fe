import type { Route } from './+types/profile';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { getAccount } from '@server/features/account/get-account';
import { changePasswordIntent, ChangePasswordForm } from '~/features/account/components/change-password-form';
import { changePasswordFromForm } from '~/features/auth/auth-form.server';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { PlanSection } from '~/features/billing/components/plan-section';
import { profileIntent, ProfileForm } from '~/features/account/components/profile-form';
import { updateProfile } from '@server/features/account/update-account';
import { profileUpdateSchema } from '@server/features/auth/auth.schema';
import { parseForm, formSuccess, readForm, unknownIntent } from '~/lib/forms/form-action.server';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';

export const meta: Route.MetaFunction = () => [{ title: 'Profile | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const { services } = context;
  const [account, status] = await Promise.all([
    getAccount(services.db, { userId: viewer.userId }),
    getSubscriptionStatus(services, { userId: viewer.userId }),
  ]);
  if (!account) pageNotFound();
  return { account, status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = guardedViewer(context);
  const form = await readForm(request);
  switch (form.get('intent')) {
    case profileIntent: {
      const parsed = parseForm(form, profileUpdateSchema, { checkboxes: ['lawBackground'] });
      if (!parsed.ok) return parsed.failure;
      await updateProfile(context.services, { userId: viewer.userId, changes: parsed.data });
      return formSuccess(form, 'Profile updated');
    }
    case changePasswordIntent:
      return changePasswordFromForm(context, request, form);
    default:
      return unknownIntent(form);
  }
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { account, status } = loaderData;
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
            <PlanSection status={status} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const handle = { what: 'your profile' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
