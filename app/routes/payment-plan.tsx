import type { Route } from './+types/payment-plan';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { requireMember } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent } from '~/components/ui/card';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { PlanSection } from '~/features/billing/components/plan-section';
import { QueryProvider } from '~/lib/query-provider';

export const meta: Route.MetaFunction = () => [
  { title: 'Payment Plan | Clearpath Law Coaching' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = await requireMember(context);
  return { status: await getSubscriptionStatus(context.services, { userId: viewer.userId }), sessionKey: viewer.sessionId };
}

export default function PaymentPlanPage({ loaderData }: Route.ComponentProps) {
  const { status, sessionKey } = loaderData;
  return (
    <>
      <PageHeader title="Payment Plan" description="Your membership and billing history." />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <Card>
          <CardContent className="pt-6">
            <QueryProvider>
              <PlanSection sessionKey={sessionKey} initial={status} historyLimit={5} />
            </QueryProvider>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const ErrorBoundary = pageErrorBoundary({ what: 'your payment plan' });
