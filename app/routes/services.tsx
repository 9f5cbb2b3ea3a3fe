import { Link, redirect } from 'react-router';
import { formatMoney, isPlanId, planIds, plans, type PlanId } from '@content/plans';
import { site } from '@content/site';
import { individualServices } from '@content/site/copy';
import { CtaBanner } from '~/features/marketing/cta-banner';
import { CheckoutForm, checkoutIntent } from '~/features/billing/components/checkout-form';
import { checkoutSchema } from '@server/features/billing/billing.schema';
import { startCheckout } from '@server/features/billing/start-checkout';
import { noTrialReason } from '@server/features/billing/trial';
import { accountPageHref } from '~/components/layout/login-link';
import { planCheckoutPath } from '~/features/auth/chosen-intent';
import { parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { PageIntro } from '~/features/marketing/page-intro';
import { Section } from '~/features/marketing/section';
import { SectionHeading } from '~/features/marketing/section-heading';
import { IndividualServiceCard } from '~/features/marketing/services/individual-service-card';
import { PlanCard } from '~/features/marketing/services/plan-card';
import { seo } from '~/lib/seo';
import type { Route } from './+types/services';
import { plainPageHandle } from '~/lib/route-handle';

export const handle = plainPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/services',
    title: 'Membership Plans and Coaching Services',
    description: `Premium membership from ${formatMoney(plans.monthly.amount)} a month: firm profiles, application guides, courses and monthly application reviews. Plus 1-to-1 coaching, mock interviews and an intensive programme.`,
  });

/**
 * Why each plan would start paid for the signed-in member (their free trial used), so the
 * card and the checkout step say so before checkout. Visitors share one copy of this page:
 * theirs says nothing of trials.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.viewer;
  if (!viewer) return { noTrial: {} };
  const reasons = await Promise.all(
    planIds.map(async (planId) => [planId, await noTrialReason(context.services, { userId: viewer.userId, email: viewer.email, planId })] as const),
  );
  return { noTrial: Object.fromEntries(reasons.filter(([, reason]) => reason)) as Partial<Record<PlanId, string>> };
}

/**
 * A plan's button: a member goes on to the provider's checkout (the API's start-checkout,
 * refused while a plan is held); a visitor is asked to create an account (or log in), and
 * comes back to this plan's checkout step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get('intent') !== checkoutIntent) {
    return unknownIntent(form);
  }
  if (!context.viewer) {
    const planId = form.get('planId');
    const code = form.get('promotionCode');
    const returnTo = typeof planId === 'string' && isPlanId(planId) ? planCheckoutPath(planId, typeof code === 'string' ? code.trim() : undefined) : '/services';
    return redirect(accountPageHref('signup', returnTo));
  }
  const { userId, email } = context.viewer;
  const parsed = parseForm(form, checkoutSchema);
  if (!parsed.ok) return parsed.failure;
  return submitWrite(form, async () => {
    const { url } = await startCheckout(context.services, { userId, email, ...parsed.data });
    return redirect(url);
  });
}

export default function Services({ loaderData: { noTrial } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Services"
        title="Support for every stage of your application"
        description="Choose a premium membership for the full hub and monthly application reviews, or one-to-one coaching when you need focused, personal help."
      />
      <Section labelledBy="plans-title">
        <SectionHeading
          id="plans-title"
          eyebrow="Membership plans"
          title="Premium membership"
          description="Every plan unlocks the full premium hub and includes regular application reviews from a coach."
        />
        <CheckoutForm noTrial={noTrial} />
        <ul className="mx-auto mt-16 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {planIds.map((planId) => (
            <li key={planId} className="h-full">
              <PlanCard planId={planId} noTrial={noTrial[planId]} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Prices in GBP. Checkout is secure, and you can manage or cancel your plan from your account at any time. Our{' '}
          <Link to="/privacy" className="underline hover:text-foreground">
            privacy notice
          </Link>{' '}
          explains how we use your payment details.
        </p>
      </Section>
      <Section labelledBy="individual-services-title" tone="muted">
        <SectionHeading
          id="individual-services-title"
          eyebrow="Individual services"
          title="One-to-one coaching"
          description="Personal sessions with a coach, tailored to your applications, interviews and assessment centres. Launching soon."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {individualServices.map((service) => (
            <li key={service.id}>
              <IndividualServiceCard service={service} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        id="services-cta"
        title="Not sure which option is right for you?"
        body={`Book a free ${site.consultationMinutes}-minute consultation. We will talk through your background and goals and recommend the support that fits, with no obligation.`}
        secondary={{ to: '/contact', label: 'Ask Us a Question' }}
      />
    </>
  );
}
