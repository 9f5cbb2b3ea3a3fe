import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../kit/context';
import { clientIp } from '../../platform/http-kit/client-ip';
import { parseJson, type RouteFactory } from '../kit/route-table';
import { getViewer } from '../auth/viewer';
import { countEnquiryAttempt, createEnquiry } from './create-enquiry';
import { enquiryInputSchema } from './enquiry.schema';

export const enquiryRoutes: RouteFactory = (services) => [
  {
    method: 'POST',
    path: '/enquiries',
    access: 'anyone',
    summary: 'Send a consultation request (rate-limited per IP).',
    before: [
      createMiddleware<AppEnv>(async (c, next) => {
        await countEnquiryAttempt(services.db, clientIp(c, services.config.trustProxy));
        await next();
      }),
    ],
    handler: async (c) => {
      const input = await parseJson(c, enquiryInputSchema);
      const sender = await getViewer(services, c.req.raw.headers);
      return c.json(await createEnquiry(services, input, { senderId: sender?.userId ?? null }), 201);
    },
  },
];
