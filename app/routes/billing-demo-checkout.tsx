import { Form, Link, redirect } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { billingIntervals, formatMoney, plans } from '@content/plans';
import type { Route } from './+types/billing-demo-checkout';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { completeDemoCheckout, getDemoCheckoutSession } from '@server/features/billing/providers/demo-provider';
import { checkoutPrice } from '@server/features/billing/promotions/applied-discount';
import { readForm, submitWrite } from '~/lib/forms/form-action.server';
import { useActionForm } from '~/lib/forms/use-action-form';
import { CheckList } from '~/features/marketing/check-list';
import { trialTerms as describeTrial, noTrialReason } from '@server/features/billing/trial';
import { addDays } from '@server/platform/uk-calendar';
import { pricePhrase } from '~/features/billing/price-phrase';

export const meta: Route.MetaFunction = () => [{ title: 'Checkout (demo) | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** The demo provider's checkout page: the member's own open session, never anyone else's. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  // Demo payments only (Stripe may run in demo mode too).
  if (services.payments.name !== 'demo') pageNotFound();
  const viewer = guardedViewer(context);
  const session = await getDemoCheckoutSession(services, { userId: viewer.userId, sessionId: routeParam(params.id, pathParams.recordId) });
  if (!session) pageNotFound();
  // After a free trial the first payment, and so the discount, starts when the trial ends.
  const chargedFrom = session.trialDays ? addDays(new Date(), session.trialDays) : new Date();
  const price = await checkoutPrice(services.db, { planId: session.planId, promotionId: session.promotionId, chargedFrom });
  return {
    session: { id: session.id, planId: session.planId, status: session.status },
    price,
    trialTerms: session.trialDays ? describeTrial(session.planId, session.trialDays, price.amount) : null,
    noTrial: session.trialDays ? undefined : await noTrialReason(services, { userId: viewer.userId, email: viewer.email, planId: session.planId }),
  };
}

/** "Pay": completes the member's own demo session (as the API does), then the welcome page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  // Demo payments only (Stripe may run in demo mode too).
  if (services.payments.name !== 'demo') pageNotFound();
  const viewer = guardedViewer(context);
  const form = await readForm(request);
  return submitWrite(form, async () => {
    const { planId } = await completeDemoCheckout(services, { userId: viewer.userId, sessionId: routeParam(params.id, pathParams.recordId) });
    return redirect(`/billing/success?plan=${planId}`);
  });
}

export default function DemoCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { session, price, trialTerms, noTrial } = loaderData;
  const plan = plans[session.planId];
  const form = useActionForm();

  return (
    <>
      <PageHeader title="Checkout" description="Confirm your membership." />
      <div className="mx-auto max-w-xl px-4 py-10">
        <p role="note" className="mb-6 rounded-lg border border-gold/60 bg-accent p-4 text-sm text-accent-foreground">
          <strong>Demo: no card is charged.</strong> This portal is running its built-in demo payment provider. Paying
          here creates a real membership in this demo, with an invoice, but no money moves.
        </p>
        <Card>
          <CardHeader>
            <CardTitle>{plan.name}</CardTitle>
            <CardDescription>{plan.summary}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <p className="flex flex-wrap items-baseline gap-2">
              {price.discount ? (
                <span className="text-xl text-muted-foreground line-through">
                  <span className="sr-only">Was </span>
                  {formatMoney(price.fullAmount, price.currency)}
                </span>
              ) : null}
              <span className="font-serif text-4xl font-semibold">{formatMoney(price.amount, price.currency)}</span>
              <span className="text-muted-foreground">{billingIntervals[plan.interval].every}</span>
            </p>
            {price.discount?.endsAt ? (
              <p className="font-medium">
                {pricePhrase({ ...price, interval: plan.interval, discountEndsAt: price.discount.endsAt })}
              </p>
            ) : null}
            {trialTerms ? <p className="font-medium">{trialTerms}. Cancel before the trial ends and you pay nothing.</p> : null}
            {noTrial ? <p className="font-medium">{noTrial}</p> : null}
            {price.discount ? (
              <p role="note" className="rounded-lg border border-gold/60 bg-accent p-3 text-sm text-accent-foreground">
                Promotion code <strong>{price.discount.code}</strong>: {price.discount.terms}. You save{' '}
                {formatMoney(price.discount.amount, price.currency)} today.
              </p>
            ) : null}
            <CheckList items={plan.features} />
            {session.status === 'completed' ? (
              <p>
                This checkout has already been paid.{' '}
                <Link to="/payment-plan" className="text-primary underline">
                  See your plan
                </Link>
                .
              </p>
            ) : (
              <Form method="post" ref={form.formRef} className="grid gap-4">
                <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.promotionCode]} />
                <SubmitButton size="lg" pending={form.pending} pendingLabel="Processing...">
                  <ShieldCheck aria-hidden="true" />
                  {trialTerms ? 'Start free trial (demo)' : `Pay ${formatMoney(price.amount, price.currency)} (demo)`}
                </SubmitButton>
              </Form>
            )}
            <Link to="/services" className="justify-self-center text-sm text-muted-foreground underline">
              Cancel and go back to plans
            </Link>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const handle = { what: 'checkout' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary();
