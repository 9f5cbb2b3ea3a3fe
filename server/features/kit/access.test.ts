import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { billingReaderOf, subscriptionRow, type SubscriptionRow as Row } from '../../../tests/support/subscription-rows';
import { HttpError } from '../../platform/errors';
import type { Viewer } from '../auth/viewer';
import { accessGuard, guardMessages, refuseAccess, refuseSubscriber } from './access';
import type { AppEnv, Services } from './context';
import type { Access, ApiRoute } from './route-table';

const day = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * day);

const subscription = (overrides: Partial<Row>) => subscriptionRow(overrides);

const member: Viewer = { userId: 'member', sessionId: 's1', email: 'm@example.test', firstName: 'Ada', lastName: 'Lovelace', role: 'member' };
const coach: Viewer = { ...member, userId: 'coach', sessionId: 's2', role: 'admin' };

/**
 * The services the guard reads, held in memory: sessions by cookie value, each member's live
 * subscriptions (as the billing cache holds them) and their past ones (as the database does).
 */
function servicesWith({ live = [], past = [], sessions = {} }: { live?: Row[]; past?: Row[]; sessions?: Record<string, Viewer> }) {
  const viewerCache = {
    load: async (cookieValue: string) => {
      const viewer = sessions[cookieValue];
      return viewer && { viewer, expiresAt: Date.now() + day };
    },
  };
  return { ...billingReaderOf({ live, past }), viewerCache } as unknown as Services;
}

describe('refuseAccess: who may pass each access level', () => {
  const everyone = servicesWith({ live: [subscription({})] });

  it('lets anyone through an open route, signed in or not', async () => {
    expect(await refuseAccess(everyone, null, 'anyone')).toBeNull();
    expect(await refuseAccess(everyone, member, 'anyone')).toBeNull();
  });

  it('asks a signed-out visitor to log in for every other level', async () => {
    for (const access of ['member', 'subscriber', 'coach'] as const) {
      expect(await refuseAccess(everyone, null, access)).toEqual({ status: 401, code: 'unauthenticated', reason: 'login', message: guardMessages.unauthenticated });
    }
  });

  it('lets any signed-in member through a member route, with or without a plan', async () => {
    expect(await refuseAccess(servicesWith({}), member, 'member')).toBeNull();
  });

  it('keeps coach routes to coaches', async () => {
    expect(await refuseAccess(everyone, member, 'coach')).toEqual({ status: 403, code: 'forbidden', reason: 'coach', message: guardMessages.coachOnly });
    expect(await refuseAccess(everyone, coach, 'coach')).toBeNull();
  });

  it('lets a subscriber through a subscriber route, and words the refusal by the member’s standing', async () => {
    expect(await refuseAccess(everyone, member, 'subscriber')).toBeNull();
    expect(await refuseAccess(servicesWith({}), member, 'subscriber')).toEqual({
      status: 403,
      code: 'forbidden',
      reason: 'subscription',
      message: guardMessages.subscriberOnly,
      standing: { kind: 'none' },
    });
  });

  it('does not let a coach without a plan through a subscriber route', async () => {
    expect(await refuseAccess(servicesWith({}), coach, 'subscriber')).toMatchObject({ status: 403, reason: 'subscription' });
  });
});

describe('refuseSubscriber: the refusal says why there is no access', () => {
  it('is null while a plan grants access, in a grace period too', async () => {
    expect(await refuseSubscriber(servicesWith({ live: [subscription({})] }), { userId: 'member' })).toBeNull();
    const grace = subscription({ status: 'past_due', currentPeriodEnd: at(-1), graceEndsAt: at(5) });
    expect(await refuseSubscriber(servicesWith({ live: [grace] }), { userId: 'member' })).toBeNull();
  });

  it('tells a paused member to resume, with the date it resumes', async () => {
    const paused = subscription({ status: 'paused', pausedAt: at(-2), resumesAt: at(28) });
    expect(await refuseSubscriber(servicesWith({ live: [paused] }), { userId: 'member' })).toEqual({
      status: 403,
      code: 'forbidden',
      reason: 'subscription',
      message: guardMessages.paused,
      standing: { kind: 'paused', resumesAt: paused.resumesAt!.toISOString() },
    });
  });

  it('tells a member whose plan ended when it ended', async () => {
    const ended = subscription({ status: 'canceled', currentPeriodEnd: at(-3) });
    expect(await refuseSubscriber(servicesWith({ past: [ended] }), { userId: 'member' })).toMatchObject({
      message: guardMessages.ended,
      standing: { kind: 'ended', endedAt: ended.currentPeriodEnd.toISOString() },
    });
  });
});

describe('accessGuard on an API route', () => {
  const sessions = { 'member-cookie': member, 'coach-cookie': coach };

  function appGuarding(services: Services, route: Partial<ApiRoute> & { access: Access }) {
    const app = new Hono<AppEnv>();
    app.onError((error) =>
      error instanceof HttpError ? Response.json({ code: error.code, message: error.message }, { status: error.status }) : new Response('fault', { status: 500 }),
    );
    const full: ApiRoute = { method: 'GET', path: '/thing', ...route } as ApiRoute;
    app.on(full.method, '/thing', accessGuard(services)(full), (c) => c.json({ viewer: c.get('viewer')?.userId ?? null }));
    return app;
  }
  const cookieOf = (value: string) => ({ cookie: `better-auth.session_token=${value}` });

  it('passes an open route without looking for a session', async () => {
    const res = await appGuarding(servicesWith({ sessions }), { access: 'anyone' }).request('/thing', { headers: cookieOf('member-cookie') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ viewer: null });
  });

  it('hands the signed-in member to the handler', async () => {
    const res = await appGuarding(servicesWith({ sessions }), { access: 'member' }).request('/thing', { headers: cookieOf('member-cookie') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ viewer: 'member' });
  });

  it('answers a script that is signed out with a JSON 401', async () => {
    const res = await appGuarding(servicesWith({ sessions }), { access: 'member' }).request('/thing', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthenticated', message: guardMessages.unauthenticated });
  });

  it('sends a browser that opens a GET link signed out to log in and back, saying why', async () => {
    const app = appGuarding(servicesWith({ sessions }), { access: 'member', signInFor: 'data-export' });
    const res = await app.request('/thing?part=2', { headers: { 'sec-fetch-mode': 'navigate' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/login?${new URLSearchParams({ returnTo: '/thing?part=2', for: 'data-export' })}`);
  });

  it('refuses a browser posting signed out with the 401, not a redirect', async () => {
    const res = await appGuarding(servicesWith({ sessions }), { access: 'member', method: 'POST' }).request('/thing', {
      method: 'POST',
      headers: { 'sec-fetch-mode': 'navigate' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a signed-in member a coach route with a 403 even from a browser', async () => {
    const res = await appGuarding(servicesWith({ sessions }), { access: 'coach' }).request('/thing', {
      headers: { ...cookieOf('member-cookie'), 'sec-fetch-mode': 'navigate' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'forbidden', message: guardMessages.coachOnly });
    const allowed = await appGuarding(servicesWith({ sessions }), { access: 'coach' }).request('/thing', { headers: cookieOf('coach-cookie') });
    expect(allowed.status).toBe(200);
  });

  it('refuses a paused member a subscriber route in the paused words', async () => {
    const paused = subscription({ status: 'paused', pausedAt: at(-2), resumesAt: at(28) });
    const res = await appGuarding(servicesWith({ sessions, live: [paused] }), { access: 'subscriber' }).request('/thing', { headers: cookieOf('member-cookie') });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(guardMessages.paused);
  });
});
