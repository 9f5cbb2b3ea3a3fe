import { Form, Link } from 'react-router';
import { billingIntervals, formatMoney, plans } from '@content/plans';
import { formatDate } from '@content/uk-dates';
import type { Route } from './+types/billing-demo-portal';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import { guardedViewer, pageNotFound, requirePlanForWrite } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { SubmitButton } from '~/components/ui/submit-button';
import { getSubscriptionStatus } from '@server/features/billing/subscription-status';
import { changeDemoSubscription, planSwitchOffer, type DemoPortalAction } from '@server/features/billing/providers/demo-provider';
import { demoPortalSchema } from '@server/features/billing/billing.schema';
import { parseForm, formSuccess, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { BillingHistory } from '~/features/billing/components/billing-history';
import { SubscriptionOverview } from '~/features/billing/components/subscription-overview';
import { NoPlanSelected } from '~/features/account/components/no-plan';
import { demoRenewalIntent, SimulateRenewal } from '~/features/billing/components/simulate-renewal';
import { simulateRenewalAction } from '~/features/billing/simulate-renewal.server';
import { findRenewalRefusal } from '@server/features/billing/providers/demo-renewals';
import { mayPause } from '@server/features/billing/lifecycle/membership-changes';
import { PausedNotice, PauseMembershipForm } from '~/features/billing/components/pause-forms';

export const meta: Route.MetaFunction = () => [{ title: 'Manage membership (demo) | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  // Demo payments only (Stripe may run in demo mode too).
  if (services.payments.name !== 'demo') pageNotFound();
  const viewer = guardedViewer(context);
  const [status, canPause, planSwitch, renewalRefusal] = await Promise.all([
    getSubscriptionStatus(services, { userId: viewer.userId }),
    mayPause(services, { userId: viewer.userId }),
    planSwitchOffer(services, { userId: viewer.userId }),
    findRenewalRefusal(services, { userId: viewer.userId }),
  ]);
  return { status, canPause, planSwitch, renewalRefusal };
}

/** What each change of the portal says once made. */
const done = (change: DemoPortalAction) =>
  change.action === 'cancel'
    ? 'Membership cancelled. You keep access until the end of the period.'
    : change.action === 'resume'
      ? 'Membership resumed'
      : `Switched to ${plans[change.planId].name}`;

/** Cancel, resume or switch: each button sends its `action` (and plan), as the API takes them. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  // Demo payments only (Stripe may run in demo mode too).
  if (services.payments.name !== 'demo') pageNotFound();
  const form = await readForm(request);
  if (form.get('intent') === demoRenewalIntent) return simulateRenewalAction(context, form);
  const viewer = await requirePlanForWrite(context);
  const parsed = parseForm(form, demoPortalSchema);
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => {
    await changeDemoSubscription(services, { userId: viewer.userId, change: parsed.data });
    return formSuccess(form, done(parsed.data));
  });
}

/** The demo provider's self-service portal: cancel (through the reason step), pause, resume, switch plan, invoices. */
export default function DemoPortalPage({ loaderData }: Route.ComponentProps) {
  const { status, canPause, planSwitch, renewalRefusal } = loaderData;
  // One outcome for the page's forms: each posts one change.
  const outcome = useActionForm();

  return (
    <>
      <PageHeader title="Manage membership" description="Demo provider: changes apply at once and no card is charged." />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6">
        <ErrorSummary id={outcome.summaryId} messages={[outcome.formError, ...Object.values(outcome.errors)]} />
        <FormStatus message={outcome.message} setback={outcome.setback} />
        {status.status === 'paused' ? (
          <PausedNotice resumesAt={status.resumesAt} />
        ) : !status.subscribed ? (
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
                  <Form method="post" className="justify-self-start">
                    <SubmitButton name="action" value="resume" pending={outcome.pending} pendingLabel="Resuming...">
                      Resume membership
                    </SubmitButton>
                  </Form>
                ) : (
                  // Cancelling asks for the reason first, as it does from the payment plan.
                  <Button asChild variant="destructive" className="justify-self-start">
                    <Link to="/payment-plan/cancel">Cancel membership</Link>
                  </Button>
                )}
                {canPause ? <PauseMembershipForm /> : null}
              </CardContent>
            </Card>
            <SimulateRenewal refusal={renewalRefusal} />
            <Card>
              <CardHeader>
                <CardTitle>Switch plan</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3 sm:grid-cols-2">
                {/* When a switch is refused, the reason stands in place of the plans. */}
                {planSwitch.refusal ? (
                  <p className="sm:col-span-2">
                    {planSwitch.refusal}{' '}
                    {status.status === 'past_due' ? (
                      <Link to="/payment-plan" className="font-medium text-primary underline">
                        Pay it now
                      </Link>
                    ) : null}
                  </p>
                ) : (
                  planSwitch.prices.map(({ planId, amount, fullAmount, discountEndsAt }) => (
                    <Form method="post" key={planId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 rounded-lg border p-4">
                      <input type="hidden" name="planId" value={planId} />
                      <div>
                        <p className="font-medium">{plans[planId].name}</p>
                        <p className="text-sm text-muted-foreground">
                          {formatMoney(fullAmount)} · {billingIntervals[plans[planId].interval].label}
                        </p>
                        {amount < fullAmount ? (
                          <p className="text-sm text-muted-foreground">
                            Your discount goes with you: {formatMoney(amount)}
                            {discountEndsAt ? ` until ${formatDate(discountEndsAt)}` : ' on every payment'}.
                          </p>
                        ) : null}
                      </div>
                      {/* A new period starts and is paid at once, so the button says what it costs. */}
                      <Button type="submit" name="action" value="switch" variant="outline" disabled={outcome.pending}>
                        Switch and pay {formatMoney(amount)}
                        <span className="sr-only"> for {plans[planId].name}</span>
                      </Button>
                    </Form>
                  ))
                )}
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

export const handle = { what: 'your membership' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary({ planWayBack: PlanWayBack });
