import type { PlanId } from '@content/plans';
import { apiRequest } from '~/lib/api-client';

/** Starts checkout for the signed-in member; resolves with the provider's page to go to. */
export const startCheckout = (planId: PlanId) =>
  apiRequest<{ url: string }>('/api/billing/checkout', { method: 'POST', json: { planId } });
