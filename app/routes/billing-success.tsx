import { useEffect } from 'react';
import { Link, useRevalidator } from 'react-router';
import { CheckCircle2, Loader2 } from 'lucide-react';
import type { Route } from './+types/billing-success';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardedViewer } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';

export const meta: Route.MetaFunction = () => [{ title: 'Welcome to Premium | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = guardedViewer(context);
  return { status: await getSubscriptionStatus(context.services, { userId: viewer.userId }) };
}

const pollEveryMs = 2000;
const maxPolls = 15;

/**
 * The return from checkout. The provider confirms payment by webhook, which can take a
 * moment: until the membership shows as active, the page re-reads it every two seconds.
 */
export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { status } = loaderData;
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!status || status.subscribed) return;
    let polls = 0;
    const timer = setInterval(() => {
      if (++polls > maxPolls) clearInterval(timer);
      else void revalidator.revalidate();
    }, pollEveryMs);
    return () => clearInterval(timer);
  }, [status, revalidator]);

  if (!status.subscribed) {
    return (
      <>
        <PageHeader title="Confirming your payment" />
        <div role="status" className="mx-auto flex max-w-xl items-center gap-3 px-4 py-16">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          <p>We are waiting for the payment provider to confirm. This page updates by itself.</p>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Welcome to Premium" />
      <div className="mx-auto grid grid-cols-1 max-w-xl justify-items-start gap-6 px-4 py-16">
        <p role="status" className="flex items-center gap-3 text-lg">
          <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
          Your {status.planName} membership is active.
        </p>
        <p className="text-muted-foreground">
          The premium hub is open to you now, and you can send your first application for review this month.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/hub">Go to the hub</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/payment-plan">See your plan</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

export const handle = { what: 'your membership' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
