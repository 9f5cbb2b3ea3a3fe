import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../kit/context';
import { clientIp } from '../../platform/http-kit/client-ip';
import { parseJson, type RouteFactory } from '../kit/route-table';
import { consumeRateLimit } from '../../db/rate-limit';
import { createEnquiry } from './create-enquiry';
import { enquiryInputSchema } from './enquiry.schema';

/** Five enquiries an hour from one address: plenty for a person, little for a spammer. */
export const enquiryRateLimit = { name: 'enquiry', limit: 5, windowSeconds: 3600 };

export const enquiryRoutes: RouteFactory = (services) => [
  {
    method: 'POST',
    path: '/enquiries',
    access: 'anyone',
    summary: 'Send a consultation request (rate-limited per IP).',
    before: [
      createMiddleware<AppEnv>(async (c, next) => {
        await consumeRateLimit(services.db, enquiryRateLimit, clientIp(c, services.config.trustProxy));
        await next();
      }),
    ],
    handler: async (c) => {
      const input = await parseJson(c, enquiryInputSchema);
      return c.json(await createEnquiry(services, input), 201);
    },
  },
];
