import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../kit/context';
import { clientIp } from '../../platform/http-kit/client-ip';
import { z } from 'zod';
import { json, route, type RouteFactory } from '../kit/route-table';
import { getViewer } from '../auth/viewer';
import { countEnquiryAttempt, createEnquiry } from './create-enquiry';
import { enquiryInputSchema } from './enquiry.schema';

export const enquiryRoutes: RouteFactory = (services) => [
  route({
    method: 'POST',
    operationId: 'sendEnquiry',
    path: '/enquiries',
    access: 'anyone',
    body: enquiryInputSchema,
    responses: { 201: json('The enquiry, received.', z.looseObject({ id: z.string() })) },
    refusals: [429],
    summary: 'Send a consultation request (rate-limited per IP).',
    before: [
      createMiddleware<AppEnv>(async (c, next) => {
        await countEnquiryAttempt(services.db, clientIp(c, services.config.trustProxy));
        await next();
      }),
    ],
    handler: async (c, { body }) => {
      const sender = await getViewer(services, c.req.raw.headers);
      return c.json(await createEnquiry(services, body, { senderId: sender?.userId ?? null }), 201);
    },
  }),
];
