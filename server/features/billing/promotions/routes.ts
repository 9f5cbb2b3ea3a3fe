import { z } from 'zod';
import { json, route, type RouteFactory } from '../../kit/route-table';
import { createPromotion, listPromotions, promotionJson } from './promotions';
import { promotionInputSchema } from './promotions.schema';

/** Coaches' promotion codes. */
const promotion = z.looseObject({ code: z.string() });

export const promotionRoutes: RouteFactory = (services) => [
  {
    method: 'GET',
    operationId: 'listPromotions',
    path: '/admin/promotions',
    access: 'coach',
    responses: { 200: json('Every promotion code.', z.object({ promotions: z.array(promotion) })) },
    summary: 'Promotion codes with their terms, times redeemed and revenue brought (paid invoices carrying the code).',
    handler: async (c) => c.json({ promotions: (await listPromotions(services.db)).map(promotionJson) }),
  },
  route({
    method: 'POST',
    operationId: 'createPromotion',
    path: '/admin/promotions',
    access: 'coach',
    body: promotionInputSchema,
    responses: { 201: json('The new code.', z.object({ promotion })) },
    refusals: [409, 422, 502],
    summary: 'Create a promotion code: { code, percentOff | amountOff, duration, durationInMonths?, planIds?, maxRedemptions?, expiresAt? } → 201; 409 if taken.',
    handler: async (c, { body: input }) => {
      const { userId, email } = c.get('viewer');
      const created = await createPromotion(services, { actor: { userId, email }, input });
      return c.json({ promotion: promotionJson({ ...created, revenue: 0 }) }, 201);
    },
  }),
];
