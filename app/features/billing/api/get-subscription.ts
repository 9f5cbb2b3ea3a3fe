import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { apiRequest } from '~/lib/api-client';

/** How long the browser keeps a member's subscription status: five minutes. */
export const subscriptionStaleTime = 5 * 60 * 1000;

export const getSubscription = () => apiRequest<SubscriptionStatusResponse>('/api/subscription');

/**
 * Keyed by the session, so a new login (or another member) never sees a cached status;
 * the server render seeds it, and it is refetched once older than five minutes.
 */
export const subscriptionQueryOptions = (sessionKey: string) =>
  queryOptions({ queryKey: ['subscription', sessionKey], queryFn: getSubscription, staleTime: subscriptionStaleTime });

export function useSubscription(sessionKey: string, initialData: SubscriptionStatusResponse) {
  return useQuery({ ...subscriptionQueryOptions(sessionKey), initialData, initialDataUpdatedAt: Date.now() });
}
