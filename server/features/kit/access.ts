import { createMiddleware } from 'hono/factory';
import { getViewer, type Viewer } from '../auth/viewer';
import { findMembership, grantsAccess } from '../billing/subscription-status';
import type { AppEnv, Services } from './context';
import { HttpError } from '../../platform/errors';
import type { Access, ApiRoute } from './route-table';
import { isBrowserNavigation } from '../../platform/http-kit/navigation';
import { signInPageFor } from './sign-in-purpose';

/** The guard's refusals (a handler may also refuse, for its own reasons and in its own words). */
export const guardMessages = {
  unauthenticated: 'Please log in to continue.',
  coachOnly: 'Only coaches can do this.',
  subscriberOnly: 'This needs an active premium subscription.',
  paused: 'Your membership is paused. Resume it from your payment plan to use this.',
} as const;

export type AccessRefusal = {
  status: 401 | 403;
  code: 'unauthenticated' | 'forbidden';
  /** Why, for a page to choose its screen: log in, coaches only, or choose a plan. */
  reason: 'login' | 'coach' | 'subscription';
  message: string;
  /** A paused member's resumption date: they hold a plan, and resuming is the way back. */
  pausedUntil?: string;
};

/**
 * The one statement of who may pass an access level, shared by the API's route guard and
 * the pages' guards: null when the viewer may, else why not.
 */
export async function refuseAccess(services: Services, viewer: Viewer | null, access: Access): Promise<AccessRefusal | null> {
  if (access === 'anyone') return null;
  if (!viewer) return { status: 401, code: 'unauthenticated', reason: 'login', message: guardMessages.unauthenticated };
  if (access === 'coach' && viewer.role !== 'admin') {
    return { status: 403, code: 'forbidden', reason: 'coach', message: guardMessages.coachOnly };
  }
  if (access === 'subscriber') {
    const membership = await findMembership(services, { userId: viewer.userId });
    if (membership?.status === 'paused') {
      const pausedUntil = membership.resumesAt?.toISOString();
      return { status: 403, code: 'forbidden', reason: 'subscription', message: guardMessages.paused, ...(pausedUntil ? { pausedUntil } : {}) };
    }
    if (!membership || !grantsAccess(membership)) {
      return { status: 403, code: 'forbidden', reason: 'subscription', message: guardMessages.subscriberOnly };
    }
  }
  return null;
}

/**
 * Enforces a route's declared access before its handler runs, and hands the signed-in
 * person to the handler as `c.get('viewer')`. A browser that opens a GET route signed out
 * (an emailed link, on a phone that has never signed in) is sent to the log-in page and then
 * back, instead of reading the JSON refusal meant for API clients.
 */
export function accessGuard(services: Services) {
  return ({ access, method, signInFor }: ApiRoute) =>
    createMiddleware<AppEnv>(async (c, next) => {
      if (access === 'anyone') return next();
      const viewer = await getViewer(services, c.req.raw.headers);
      const refusal = await refuseAccess(services, viewer, access);
      if (refusal?.status === 401 && method === 'GET' && isBrowserNavigation(c.req.raw.headers)) {
        const url = new URL(c.req.url);
        return c.redirect(signInPageFor(`${url.pathname}${url.search}`, signInFor), 303);
      }
      if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
      c.set('viewer', viewer!);
      await next();
    });
}
