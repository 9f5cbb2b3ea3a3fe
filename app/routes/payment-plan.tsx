import { redirect } from 'react-router';
import type { Route } from './+types/payment-plan';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { islandsPageHandle, type RouteHandle } from '~/lib/route-handle';
import { guardedViewer, requirePlanForWrite } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent } from '~/components/ui/card';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { PlanSection } from '~/features/billing/components/plan-section';
import { portalIntent } from '~/features/billing/components/manage-plan-button';
import { readForm, unknownIntent } from '~/lib/forms/form-action.server';
import { PastDueNotice, payNowIntent } from '~/features/billing/components/past-due-notice';
import { payNowAction } from '~/features/billing/pay-now.server';
import { mayPause } from '@server/features/billing/lifecycle/membership-changes';
import { isMembershipIntent, membershipAction } from '~/features/billing/membership-action.server';
import { MembershipChoices } from '~/features/billing/components/membership-choices';

export const meta: Route.MetaFunction = () => [
  { title: 'Payment Plan | Clearpath Law Coaching' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  const [status, canPause] = await Promise.all([
    getSubscriptionStatus(context.services, { userId: viewer.userId }),
    mayPause(context.services, { userId: viewer.userId }),
  ]);
  return { status, canPause };
}

/** "Manage subscription" (here and on the profile): on to the provider's self-service portal. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // Paying a failed renewal is open to a member whose grace period has run out, too.
  if (form.get('intent') === payNowIntent) return payNowAction(context, form);
  if (isMembershipIntent(form)) return membershipAction(context, form);
  if (form.get('intent') !== portalIntent) return unknownIntent(form);
  const viewer = await requirePlanForWrite(context);
  const { url } = await context.services.payments.createPortal({ userId: viewer.userId });
  return redirect(url);
}

export default function PaymentPlanPage({ loaderData }: Route.ComponentProps) {
  const { status, canPause } = loaderData;
  return (
    <>
      <PageHeader title="Payment Plan" description="Your membership and billing history." />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <Card>
          <CardContent className="grid gap-8 pt-6">
            <PastDueNotice status={status} />
            <PlanSection status={status} historyLimit={5} />
          </CardContent>
        </Card>
        <MembershipChoices status={status} canPause={canPause} />
      </div>
    </>
  );
}

/** Plain: its forms work as HTML, and the islands' script gives them their pending state (ADR 0051). */
export const handle = { ...islandsPageHandle, what: 'your payment plan' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
