import { createMiddleware } from 'hono/factory';
import { getViewer } from '../auth/viewer';
import { hasActiveSubscription } from '../billing/subscription-status';
import type { AppEnv, Services } from './context';
import { HttpError } from '../../platform/errors';
import type { Access } from './route-table';

/** The guard's refusals (a handler may also refuse, for its own reasons and in its own words). */
export const guardMessages = {
  unauthenticated: 'Please log in to continue.',
  coachOnly: 'Only coaches can do this.',
  subscriberOnly: 'This needs an active premium subscription.',
} as const;

/**
 * Enforces a route's declared access before its handler runs, and hands the signed-in
 * person to the handler as `c.get('viewer')`.
 */
export function accessGuard(services: Services) {
  return (access: Access) =>
    createMiddleware<AppEnv>(async (c, next) => {
      if (access === 'anyone') return next();
      const viewer = await getViewer(services, c.req.raw.headers);
      if (!viewer) throw new HttpError(401, 'unauthenticated', guardMessages.unauthenticated);
      if (access === 'coach' && viewer.role !== 'admin') {
        throw new HttpError(403, 'forbidden', guardMessages.coachOnly);
      }
      if (access === 'subscriber' && !(await hasActiveSubscription(services, { userId: viewer.userId }))) {
        throw new HttpError(403, 'forbidden', guardMessages.subscriberOnly);
      }
      c.set('viewer', viewer);
      await next();
    });
}
