import { notFound } from '../../platform/errors';
import { z } from 'zod';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { subscriptionStatus } from './subscription-status.schema';
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
      operationId: 'listPlans',
      path: '/plans',
      access: 'anyone',
      responses: { 200: json('The plans.', z.object({ plans: z.array(z.looseObject({ id: z.string() })) })) },
      summary: 'The plan catalogue with prices and entitlements.',
      handler: (c) => c.json({ plans: planCatalogue() }),
    },
    {
      method: 'GET',
      operationId: 'getSubscription',
      path: '/subscription',
      access: 'member',
      keep: 'member',
      responses: { 200: json('Status and billing history.', subscriptionStatus) },
      summary: 'The member’s subscription status and billing history.',
      handler: async (c) => c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId })),
    },
    route({
      method: 'POST',
      operationId: 'startCheckout',
      path: '/billing/checkout',
      access: 'member',
      body: checkoutSchema,
      responses: { 200: json('Where to pay.', z.looseObject({ url: z.string() })) },
      refusals: [409, 422, 502],
      summary: 'Start checkout for a plan: { planId, promotionCode? } → { url }; 409 while subscribed, 422 for a code that cannot be used.',
      handler: async (c, { body: { planId, promotionCode } }) => {
        const { userId, email } = c.get('viewer');
        return c.json(await startCheckout(services, { userId, email, planId, promotionCode }));
      },
    }),
    {
      method: 'POST',
      operationId: 'openBillingPortal',
      path: '/billing/portal',
      access: 'subscriber',
      responses: { 200: json('The portal’s address.', z.looseObject({ url: z.string() })) },
      refusals: [404, 502],
      summary: 'Open the payment provider’s self-service portal: → { url }.',
      handler: async (c) => c.json(await payments.createPortal({ userId: c.get('viewer').userId })),
    },
    {
      method: 'POST',
      operationId: 'completeDemoCheckout',
      path: '/billing/demo/sessions/:id/complete',
      params: { id: pathParams.recordId },
      access: 'member',
      responses: { 200: json('Paid.', z.looseObject({})) },
      // 409: already paid; 422: the session's offer no longer holds (a trial taken meanwhile).
      refusals: [409, 422],
      summary: 'Demo provider only: pay the member’s demo checkout session.',
      handler: async (c) => {
        demoOnly();
        return c.json(await completeDemoCheckout(services, { userId: c.get('viewer').userId, sessionId: pathParam(c, 'id') }));
      },
    },
    route({
      method: 'POST',
      operationId: 'changeDemoSubscription',
      path: '/billing/demo/portal',
      access: 'subscriber',
      body: demoPortalSchema,
      responses: { 200: json('The subscription, changed.', subscriptionStatus) },
      refusals: [404, 409],
      summary: 'Demo provider only: cancel at period end, resume, or switch plan.',
      handler: async (c, { body }) => {
        demoOnly();
        await changeDemoSubscription(services, { userId: c.get('viewer').userId, change: body });
        return c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId }));
      },
    }),
    route({
      method: 'POST',
      operationId: 'renewDemoSubscription',
      path: '/billing/demo/renewal',
      access: 'member',
      body: demoRenewalSchema,
      responses: { 200: json('The subscription, renewed or past due.', subscriptionStatus) },
      refusals: [404, 409],
      summary: 'Demo provider only: renew the member’s demo subscription now: { outcome: paid | failed }.',
      handler: async (c, { body }) => {
        demoOnly();
        await renewDemoSubscription(services, { userId: c.get('viewer').userId, outcome: body.outcome });
        return c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId }));
      },
    }),
    {
      method: 'POST',
      operationId: 'payDemoInvoice',
      path: '/billing/demo/pay',
      access: 'member',
      responses: { 200: json('The subscription, paid up.', subscriptionStatus) },
      refusals: [404, 409],
      summary: 'Demo provider only: pay the open invoice of a failed renewal; access returns at once.',
      handler: async (c) => {
        demoOnly();
        await payDemoInvoice(services, { userId: c.get('viewer').userId });
        return c.json(await getSubscriptionStatus(services, { userId: c.get('viewer').userId }));
      },
    },
    {
      method: 'POST',
      operationId: 'receiveStripeWebhook',
      path: '/webhooks/stripe',
      access: 'anyone',
      responses: { 200: json('Received.', z.looseObject({})) },
      refusals: [400, 404],
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
