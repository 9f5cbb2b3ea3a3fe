import { parseJson, type RouteFactory } from '../../kit/route-table';
import { createPromotion, listPromotions, promotionJson } from './promotions';
import { promotionInputSchema } from './promotions.schema';

/** Coaches' promotion codes. */
export const promotionRoutes: RouteFactory = (services) => [
  {
    method: 'GET',
    path: '/admin/promotions',
    access: 'coach',
    summary: 'Promotion codes with their terms, times redeemed and revenue brought (paid invoices carrying the code).',
    handler: async (c) => c.json({ promotions: (await listPromotions(services.db)).map(promotionJson) }),
  },
  {
    method: 'POST',
    path: '/admin/promotions',
    access: 'coach',
    summary: 'Create a promotion code: { code, percentOff | amountOff, duration, durationInMonths?, planIds?, maxRedemptions?, expiresAt? } → 201; 409 if taken.',
    handler: async (c) => {
      const input = await parseJson(c, promotionInputSchema);
      const { userId, email } = c.get('viewer');
      const created = await createPromotion(services, { actor: { userId, email }, input });
      return c.json({ promotion: promotionJson({ ...created, revenue: 0 }) }, 201);
    },
  },
];
