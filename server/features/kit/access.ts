import { createMiddleware } from 'hono/factory';
import { getViewer, type Viewer } from '../auth/viewer';
import { findAccessStanding, hasPremiumAccess, type NoAccess } from '../billing/access-standing';
import type { BillingReader } from '../billing/subscription-status';
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
  ended: 'Your membership has ended. Choose a plan to use this again.',
} as const;

const noAccessMessages = { none: guardMessages.subscriberOnly, paused: guardMessages.paused, ended: guardMessages.ended } as const;

export type AccessRefusal = {
  status: 401 | 403;
  code: 'unauthenticated' | 'forbidden';
  /** Why, for a page to choose its screen: log in, coaches only, or choose a plan. */
  reason: 'login' | 'coach' | 'subscription';
  message: string;
  /** For a plan: why the member has no access (paused until, ended on, never had one), so the page offers the right way back. */
  standing?: NoAccess;
};

/** Null when the member has premium access now, else the refusal, worded by their standing. */
export async function refuseSubscriber(reader: BillingReader, { userId }: { userId: string }): Promise<AccessRefusal | null> {
  const standing = await findAccessStanding(reader, { userId });
  if (hasPremiumAccess(standing)) return null;
  return { status: 403, code: 'forbidden', reason: 'subscription', message: noAccessMessages[standing.kind], standing };
}

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
  if (access === 'subscriber') return refuseSubscriber(services, { userId: viewer.userId });
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
