import { useState } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import { billingIntervals, formatMoney, planIds, plans, type PlanId } from '@content/plans';
import type { Route } from './+types/billing-demo-portal';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import { requireMember } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { toast } from '~/components/ui/toaster';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { changeDemoSubscription } from '~/features/billing/api/change-demo-subscription';
import { BillingHistory } from '~/features/billing/components/billing-history';
import { SubscriptionOverview } from '~/features/billing/components/subscription-overview';
import { NoPlanSelected } from '~/features/account/components/no-plan';
import { getQueryClient } from '~/lib/query-client';

export const meta: Route.MetaFunction = () => [{ title: 'Manage membership (demo) | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  if (services.payments.name !== 'demo') throw data(null, { status: 404 });
  const viewer = await requireMember(context);
  return { status: await getSubscriptionStatus(services, { userId: viewer.userId }) };
}

/** The demo provider's self-service portal: cancel, resume, switch plan, invoices. */
export default function DemoPortalPage({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  const revalidator = useRevalidator();
  const [working, setWorking] = useState(false);

  const change = async (request: Parameters<typeof changeDemoSubscription>[0], done: string) => {
    setWorking(true);
    try {
      await changeDemoSubscription(request);
      await getQueryClient().invalidateQueries({ queryKey: ['subscription'] });
      await revalidator.revalidate();
      toast.success(done);
    } catch (error) {
      toast.error('That did not work', { description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setWorking(false);
    }
  };

  const otherPlans = planIds.filter((id) => id !== status.planId);
  return (
    <>
      <PageHeader title="Manage membership" description="Demo provider: changes apply at once and no card is charged." />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6">
        {!status.subscribed ? (
          <NoPlanSelected />
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle>Current plan</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-6">
                <SubscriptionOverview status={status} />
                {status.cancelAtPeriodEnd ? (
                  <Button className="justify-self-start" disabled={working} onClick={() => change({ action: 'resume' }, 'Membership resumed')}>
                    Resume membership
                  </Button>
                ) : (
                  <Button
                    variant="destructive"
                    className="justify-self-start"
                    disabled={working}
                    onClick={() => change({ action: 'cancel' }, 'Membership cancelled. You keep access until the end of the period.')}
                  >
                    Cancel at period end
                  </Button>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Switch plan</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3 sm:grid-cols-2">
                {otherPlans.map((planId: PlanId) => (
                  <div key={planId} className="flex items-center justify-between gap-4 rounded-lg border p-4">
                    <div>
                      <p className="font-medium">{plans[planId].name}</p>
                      <p className="text-sm text-muted-foreground">
                        {formatMoney(plans[planId].amount)} · {billingIntervals[plans[planId].interval].label}
                      </p>
                    </div>
                    <Button variant="outline" disabled={working} onClick={() => change({ action: 'switch', planId }, `Switched to ${plans[planId].name}`)}>
                      Switch<span className="sr-only"> to {plans[planId].name}</span>
                    </Button>
                  </div>
                ))}
              </CardContent>
            </Card>
          </>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Invoices</CardTitle>
          </CardHeader>
          <CardContent>
            <BillingHistory invoices={status.billingHistory} />
          </CardContent>
        </Card>
        <Link to="/payment-plan" className="text-sm text-primary underline">
          Back to your payment plan
        </Link>
      </div>
    </>
  );
}

export const ErrorBoundary = pageErrorBoundary({ what: 'your membership' });
