import type { z } from 'zod';
import type { demoPortalSchema } from '@server/features/billing/billing.schema';
import type { SubscriptionStatusResponse } from '@server/features/billing/subscription-status';
import { apiRequest } from '~/lib/api-client';

/** Demo provider only: cancel at period end, resume, or switch plan. */
export const changeDemoSubscription = (change: z.input<typeof demoPortalSchema>) =>
  apiRequest<SubscriptionStatusResponse>('/api/billing/demo/portal', { method: 'POST', json: change });
