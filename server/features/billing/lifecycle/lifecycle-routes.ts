import { json, route, type RouteFactory } from '../../kit/route-table';
import { subscriptionStatus } from '../subscription-status.schema';
import { getSubscriptionStatus } from '../subscription-status';
import { cancelSchema, cancellationReasonSchema, pauseSchema } from './lifecycle.schema';
import { acceptCancellationOffer, cancelSubscription, pauseSubscription, resumeSubscription, undoCancellation } from './membership-changes';

/** Pause, resume, cancel with a reason, and the cancellation offer: on either provider. */
export const membershipLifecycleRoutes: RouteFactory = (services) => {
  const statusOf = (userId: string) => getSubscriptionStatus(services, { userId });
  return [
    route({
      method: 'POST',
      operationId: 'pauseMembership',
      path: '/billing/pause',
      access: 'subscriber',
      body: pauseSchema,
      responses: { 200: json('The membership, paused.', subscriptionStatus) },
      refusals: [409],
      summary: 'Pause an active membership for { months: 1|2|3 }: no charge, no premium access; once in 12 months (409).',
      handler: async (c, { body }) => {
        const { userId } = c.get('viewer');
        await pauseSubscription(services, { userId, months: body.months });
        return c.json(await statusOf(userId));
      },
    }),
    {
      method: 'POST',
      operationId: 'resumeMembership',
      path: '/billing/resume',
      access: 'member',
      responses: { 200: json('The membership, resumed.', subscriptionStatus) },
      refusals: [409],
      summary: 'Resume a paused membership now: access at once, period extended by the paid time left at the pause.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        await resumeSubscription(services, { userId });
        return c.json(await statusOf(userId));
      },
    },
    route({
      method: 'POST',
      operationId: 'cancelMembership',
      path: '/billing/cancel',
      body: cancelSchema,
      responses: { 200: json('The membership, ending.', subscriptionStatus) },
      refusals: [409],
      // A paused member holds no subscriber access but may cancel: the domain function decides.
      access: 'member',
      summary:
        'Cancel at period end with { reason, comment? } (reason recorded for the coaches); while paused, the paid time left at the pause runs from now and then it ends. 409 without a membership.',
      handler: async (c, { body }) => {
        const { userId } = c.get('viewer');
        await cancelSubscription(services, { userId, feedback: body });
        return c.json(await statusOf(userId));
      },
    }),
    {
      method: 'POST',
      operationId: 'undoCancellation',
      path: '/billing/undo-cancel',
      access: 'subscriber',
      responses: { 200: json('The membership, renewing again.', subscriptionStatus) },
      refusals: [409],
      summary: 'Undo a cancellation at period end: the membership renews again as before; 409 when it is not cancelled.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        await undoCancellation(services, { userId });
        return c.json(await statusOf(userId));
      },
    },
    route({
      method: 'POST',
      operationId: 'acceptCancellationOffer',
      path: '/billing/cancellation-offer',
      access: 'subscriber',
      body: cancellationReasonSchema,
      responses: { 200: json('The membership, with the offer applied.', subscriptionStatus) },
      refusals: [409],
      summary: 'Take the coaches’ cancellation offer instead of cancelling, with { reason, comment? }; 409 when not offered.',
      handler: async (c, { body }) => {
        const { userId } = c.get('viewer');
        await acceptCancellationOffer(services, { userId, feedback: body });
        return c.json(await statusOf(userId));
      },
    }),
  ];
};
