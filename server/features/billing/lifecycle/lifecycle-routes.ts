import { parseJson, type RouteFactory } from '../../kit/route-table';
import { getSubscriptionStatus } from '../subscription-status';
import { cancelSchema, cancellationReasonSchema, pauseSchema } from './lifecycle.schema';
import { acceptCancellationOffer, cancelSubscription, pauseSubscription, resumeSubscription, undoCancellation } from './membership-changes';

/** Pause, resume, cancel with a reason, and the cancellation offer: on either provider. */
export const membershipLifecycleRoutes: RouteFactory = (services) => {
  const statusOf = (userId: string) => getSubscriptionStatus(services, { userId });
  return [
    {
      method: 'POST',
      path: '/billing/pause',
      access: 'subscriber',
      summary: 'Pause an active membership for { months: 1|2|3 }: no charge, no premium access; once in 12 months (409).',
      handler: async (c) => {
        const { months } = await parseJson(c, pauseSchema);
        const { userId } = c.get('viewer');
        await pauseSubscription(services, { userId, months });
        return c.json(await statusOf(userId));
      },
    },
    {
      method: 'POST',
      path: '/billing/resume',
      access: 'member',
      summary: 'Resume a paused membership now: access at once, period extended by the paid time left at the pause.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        await resumeSubscription(services, { userId });
        return c.json(await statusOf(userId));
      },
    },
    {
      method: 'POST',
      path: '/billing/cancel',
      // A paused member holds no subscriber access but may cancel: the domain function decides.
      access: 'member',
      summary:
        'Cancel at period end with { reason, comment? } (reason recorded for the coaches); while paused, the paid time left at the pause runs from now and then it ends. 409 without a membership.',
      handler: async (c) => {
        const feedback = await parseJson(c, cancelSchema);
        const { userId } = c.get('viewer');
        await cancelSubscription(services, { userId, feedback });
        return c.json(await statusOf(userId));
      },
    },
    {
      method: 'POST',
      path: '/billing/undo-cancel',
      access: 'subscriber',
      summary: 'Undo a cancellation at period end: the membership renews again as before; 409 when it is not cancelled.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        await undoCancellation(services, { userId });
        return c.json(await statusOf(userId));
      },
    },
    {
      method: 'POST',
      path: '/billing/cancellation-offer',
      access: 'subscriber',
      summary: 'Take the coaches’ cancellation offer instead of cancelling, with { reason, comment? }; 409 when not offered.',
      handler: async (c) => {
        const feedback = await parseJson(c, cancellationReasonSchema);
        const { userId } = c.get('viewer');
        await acceptCancellationOffer(services, { userId, feedback });
        return c.json(await statusOf(userId));
      },
    },
  ];
};
