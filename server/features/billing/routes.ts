import { notFound } from '../../platform/errors';
import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { checkoutSchema, demoPortalSchema } from './billing.schema';
import { demoRenewalSchema } from './renewals.schema';
import { payDemoInvoice, renewDemoSubscription } from './providers/demo-renewals';
import { planCatalogue } from './plans';
import { changeDemoSubscription, completeDemoCheckout } from './providers/demo-provider';
import type { StripeProvider } from './providers/stripe-provider';
import { startCheckout } from './start-checkout';
import { handleStripeWebhook } from './stripe-webhook';
import { getSubscriptionStatus } from './subscription-status';
import { membershipLifecycleRoutes } from './lifecycle/lifecycle-routes';
import { promotionRoutes } from './promotions/routes';

export const billingRoutes: RouteFactory = (services) => {
  const { payments } = services;
  const demoOnly = () => {
    if (payments.name !== 'demo') throw notFound('The demo payment provider is not in use.');
  };
  return [
    {
      method: 'GET',
      path: '/plans',
      access: 'anyone',
      summary: 'The plan catalogue with prices and entitlements.',
      handler: (c) => c.json({ plans: planCatalogue() }),
    },
    {
      method: 'GET',
      path: '/subscription',
      access: 'member',
      summary: 'The member’s subscription status and billing history.',
      handler: async (c) => c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId })),
    },
    {
      method: 'POST',
      path: '/billing/checkout',
      access: 'member',
      summary: 'Start checkout for a plan: { planId, promotionCode? } → { url }; 409 while subscribed, 422 for a code that cannot be used.',
      handler: async (c) => {
        const { planId, promotionCode } = await parseJson(c, checkoutSchema);
        const { userId, email } = c.get('viewer');
        return c.json(await startCheckout(services, { userId, email, planId, promotionCode }));
      },
    },
    {
      method: 'POST',
      path: '/billing/portal',
      access: 'subscriber',
      summary: 'Open the payment provider’s self-service portal: → { url }.',
      handler: async (c) => c.json(await payments.createPortal({ userId: c.get('viewer').userId })),
    },
    {
      method: 'POST',
      path: '/billing/demo/sessions/:id/complete',
      params: { id: pathParams.recordId },
      access: 'member',
      summary: 'Demo provider only: pay the member’s demo checkout session.',
      handler: async (c) => {
        demoOnly();
        return c.json(await completeDemoCheckout(services, { userId: c.get('viewer').userId, sessionId: pathParam(c, 'id') }));
      },
    },
    {
      method: 'POST',
      path: '/billing/demo/portal',
      access: 'subscriber',
      summary: 'Demo provider only: cancel at period end, resume, or switch plan.',
      handler: async (c) => {
        demoOnly();
        const change = await parseJson(c, demoPortalSchema);
        await changeDemoSubscription(services, { userId: c.get('viewer').userId, change });
        return c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId }));
      },
    },
    {
      method: 'POST',
      path: '/billing/demo/renewal',
      access: 'member',
      summary: 'Demo provider only: renew the member’s demo subscription now: { outcome: paid | failed }.',
      handler: async (c) => {
        demoOnly();
        const { outcome } = await parseJson(c, demoRenewalSchema);
        await renewDemoSubscription(services, { userId: c.get('viewer').userId, outcome });
        return c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId }));
      },
    },
    {
      method: 'POST',
      path: '/billing/demo/pay',
      access: 'member',
      summary: 'Demo provider only: pay the open invoice of a failed renewal; access returns at once.',
      handler: async (c) => {
        demoOnly();
        await payDemoInvoice(services, { userId: c.get('viewer').userId });
        return c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId }));
      },
    },
    {
      method: 'POST',
      path: '/webhooks/stripe',
      access: 'anyone',
      summary: 'Stripe webhooks: signed raw body, idempotent by event id.',
      handler: async (c) => {
        if (payments.name !== 'stripe') throw notFound('Stripe is not configured.');
        const result = await handleStripeWebhook(services, payments as StripeProvider, {
          rawBody: await c.req.text(),
          signature: c.req.header('stripe-signature'),
        });
        return c.json(result);
      },
    },
    ...membershipLifecycleRoutes(services),
    ...promotionRoutes(services),
  ];
};
