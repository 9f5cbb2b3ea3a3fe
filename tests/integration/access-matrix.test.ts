import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable } from '@server/api';
import type { Access } from '@server/features/kit/route-table';
import { guardMessages } from '@server/features/kit/access';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

type Role = 'visitor' | 'member' | 'subscriber' | 'coach';

/** What the guard must answer each role, by declared access; null = the guard lets it through. */
const expected: Record<Access, Record<Role, 401 | 403 | null>> = {
  anyone: { visitor: null, member: null, subscriber: null, coach: null },
  member: { visitor: 401, member: null, subscriber: null, coach: null },
  subscriber: { visitor: 401, member: 403, subscriber: null, coach: 403 },
  coach: { visitor: 401, member: 403, subscriber: 403, coach: null },
};

describe('access-control matrix: every /api route, every kind of caller', () => {
  let t: TestApp;
  const cookies: Partial<Record<Role, string>> = {};
  /** A signed-in caller of `role` (none for a visitor). */
  async function signInAs(role: Role) {
    if (role === 'visitor') return undefined;
    const person = await signedInMember(t, role === 'coach' ? { role: 'admin' } : {});
    if (role === 'subscriber') await grantDemoSubscription(t.services, { userId: person.id, planId: 'monthly' });
    return person.cookie;
  }
  /** Routes that end the caller's account or session get a fresh caller each time. */
  const endsSession = (route: { method: string; path: string }) => route.method === 'DELETE' && route.path === '/me';

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['member', 'subscriber', 'coach'] as const) cookies[role] = await signInAs(role);
  });
  afterAll(() => t.close());

  it('declares an access rule for every route', () => {
    const routes = apiRouteTable(t.services);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(Object.keys(expected), `${route.method} ${route.path}`).toContain(route.access);
  });

  it('answers each role exactly as the route declares', async () => {
    const routes = apiRouteTable(t.services).filter((route) => !route.path.startsWith('/auth/'));
    let checked = 0;
    for (const route of routes) {
      const path = `/api${route.path.replace(/:[a-zA-Z]+/g, () => randomUUID())}`;
      for (const role of ['visitor', 'member', 'subscriber', 'coach'] as const) {
        const res = await t.request(path, {
          method: route.method,
          headers: await (async (): Promise<Record<string, string>> => {
            const cookie = endsSession(route) ? await signInAs(role) : cookies[role];
            return cookie ? { cookie } : {};
          })(),
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        const want = expected[route.access][role];
        const body = res.headers.get('content-type')?.includes('json') ? await res.json() : {};
        const label = `${route.method} ${route.path} as ${role}: ${res.status} ${body?.error?.message ?? ''}`;
        // A handler may refuse for its own reasons (a forged link); the guard's refusals are these.
        const refusedByGuard = res.status === 401 || (res.status === 403 && [guardMessages.coachOnly, guardMessages.subscriberOnly].includes(body?.error?.message));
        if (want === null) expect(refusedByGuard, label).toBe(false);
        else expect(res.status, label).toBe(want);
        expect(res.status, label).toBeLessThan(500);
        checked++;
      }
    }
    expect(checked).toBe(routes.length * 4);
  });
});
