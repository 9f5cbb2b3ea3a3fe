import { z } from 'zod';

const orNull = <S extends z.ZodType>(schema: S) => schema.nullable();

/** The shape `getSubscriptionStatus` answers (`GET /api/subscription` and every membership change), for the API description. */
export const subscriptionStatus = z.looseObject({
  subscribed: z.boolean(),
  planId: orNull(z.string()),
  planName: orNull(z.string()),
  tier: orNull(z.string()),
  status: orNull(z.string()),
  provider: orNull(z.string()),
  billingInterval: orNull(z.string()),
  intervalLabel: orNull(z.string()),
  amount: orNull(z.number().int()),
  currency: orNull(z.string()),
  price: orNull(z.looseObject({})),
  currentPeriodEnd: orNull(z.string()),
  cancelAtPeriodEnd: z.boolean(),
  resumesAt: orNull(z.string()),
  graceEndsAt: orNull(z.string()),
  billingHistory: z.array(z.looseObject({})),
});
