import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable } from '@server/api';
import { readMethods, type Access } from '@server/features/kit/route-table';
import { guardMessages } from '@server/features/kit/access';
import { findAccessStanding } from '@server/features/billing/access-standing';
import { pageAccess, pageWriteAccess, type PageAccess } from '~/page-access';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyDemoPlan, signedInMember } from '../support/factories';
import type { Page } from '../support/page';

const roles = ['visitor', 'member', 'subscriber', 'paused', 'grace', 'coach'] as const;
type Role = (typeof roles)[number];
/** What a guard does with a caller: lets them through, or asks them to log in, be a coach, or have a plan. */
type Outcome = 'pass' | 'login' | 'coach' | 'plan';

/**
 * The one rule table every page, page action and API operation is walked against: what each
 * access level answers each kind of caller. A member in grace (a renewal failed, days left to
 * pay) keeps access; a paused member does not; a coach without a plan has none to premium.
 */
const rule: Record<Access, Record<Role, Outcome>> = {
  anyone: { visitor: 'pass', member: 'pass', subscriber: 'pass', paused: 'pass', grace: 'pass', coach: 'pass' },
  member: { visitor: 'login', member: 'pass', subscriber: 'pass', paused: 'pass', grace: 'pass', coach: 'pass' },
  subscriber: { visitor: 'login', member: 'plan', subscriber: 'pass', paused: 'plan', grace: 'pass', coach: 'plan' },
  coach: { visitor: 'login', member: 'coach', subscriber: 'coach', paused: 'coach', grace: 'coach', coach: 'pass' },
};

/** A page's level as the guard applies it: an owner's record is guarded as the members' area (then 404 if not theirs); demo pages exist in tests. */
const guardedAs: Record<PageAccess, Access> = { anyone: 'anyone', member: 'member', owner: 'member', subscriber: 'subscriber', coach: 'coach', demo: 'anyone' };

/** Stands in for a path parameter: no such record, so only the guard decides who is turned away. */
const fillParams = (path: string) => path.replace(/:id\b/g, () => randomUUID()).replace(/:slug\b/g, 'no-such-page').replace(/:token\b/g, 'x'.repeat(40));

function apiOutcome(status: number, message: string | undefined): Outcome {
  if (status === 401) return 'login';
  if (status === 403 && message === guardMessages.coachOnly) return 'coach';
  if (status === 403 && (message === guardMessages.subscriberOnly || message === guardMessages.paused || message === guardMessages.ended)) return 'plan';
  return 'pass';
}

/** What the refused page shows a person: the log-in prompt, "Coaches only", or the plan's pitch. */
function pageOutcome(page: Page): Outcome {
  if (page.status === 401) return 'login';
  if (page.status === 403 && page.texts('h1').includes('Coaches only')) return 'coach';
  if (page.status === 403 && page.text.includes('This is premium content.')) return 'plan';
  return 'pass';
}

describe('access matrix: every page, page action and API operation, for six kinds of caller, from one rule table', () => {
  let t: TestApp;
  const callers = {} as Record<Role, { id: string; cookie: string } | undefined>;

  /** A fresh caller of `role`; paused and grace members reach their state through the demo provider's own routes. */
  async function callerOf(role: Role) {
    if (role === 'visitor') return undefined;
    const person = await signedInMember(t, role === 'coach' ? { role: 'admin' } : {});
    if (role === 'subscriber' || role === 'paused' || role === 'grace') await buyDemoPlan(t, person.cookie);
    if (role === 'paused') expect((await t.request('/api/billing/pause', { method: 'POST', json: { months: 1 }, headers: { cookie: person.cookie } })).status).toBe(200);
    if (role === 'grace') expect((await t.request('/api/billing/demo/renewal', { method: 'POST', json: { outcome: 'failed' }, headers: { cookie: person.cookie } })).status).toBe(200);
    return { id: person.id, cookie: person.cookie };
  }
  const standingOf: Partial<Record<Role, string>> = { subscriber: 'subscribed', paused: 'paused', grace: 'grace' };

  /** After a write, a caller whose state it changed (a resumed pause, a paid renewal, a closed account) is replaced. */
  async function keepState(role: Role, endedSession: boolean) {
    const caller = callers[role];
    if (!caller) return;
    const want = standingOf[role];
    const standing = want ? (await findAccessStanding(t.services, { userId: caller.id })).kind : undefined;
    const signedIn = (await t.request('/api/me', { headers: { cookie: caller.cookie } })).status === 200;
    if (endedSession || !signedIn || standing !== want) callers[role] = await callerOf(role);
  }

  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
    for (const role of roles) callers[role] = await callerOf(role);
  });
  afterAll(() => t?.close());

  it('the table has a row for every access level the API and the pages declare', () => {
    for (const route of apiRouteTable(t.services)) expect(Object.keys(rule), `${route.method} ${route.path}`).toContain(route.access);
    for (const [path, access] of Object.entries(pageAccess)) expect(Object.keys(rule), path).toContain(guardedAs[access]);
  });

  it('every API operation answers each caller as its declared access says', async () => {
    const routes = apiRouteTable(t.services).filter((route) => !route.path.startsWith('/auth/'));
    const seen: string[] = [];
    for (const route of routes) {
      for (const role of roles) {
        const res = await t.request(`/api${fillParams(route.path)}`, {
          method: route.method,
          headers: callers[role] ? { cookie: callers[role]!.cookie } : {},
          ...(readMethods.has(route.method) ? {} : { json: {} }),
        });
        const body = route.method !== 'HEAD' && res.headers.get('content-type')?.includes('json') ? await res.json() : {};
        const label = `${route.method} ${route.path} as ${role}: ${res.status} ${body?.error?.message ?? ''}`;
        expect(res.status, label).toBeLessThan(500);
        expect(apiOutcome(res.status, body?.error?.message), label).toBe(rule[route.access][role]);
        if (!readMethods.has(route.method)) await keepState(role, route.method === 'DELETE' && route.path === '/me');
        seen.push(label);
      }
    }
    expect(seen).toHaveLength(routes.length * roles.length);
  }, 600_000);

  it('every page shows each caller what its declared access says', async () => {
    const pages = Object.entries(pageAccess).filter(([path]) => path !== '/*');
    for (const [path, access] of pages) {
      for (const role of roles) {
        const page = await t.page(fillParams(path), { cookie: callers[role]?.cookie });
        const label = `GET ${path} as ${role}: ${page.status}`;
        expect(page.status, label).toBeLessThan(500);
        expect(pageOutcome(page), label).toBe(rule[guardedAs[access]][role]);
      }
    }
  }, 600_000);

  it('every page action refuses each caller the page refuses, before it reads the form', async () => {
    const pages = Object.entries(pageAccess).filter(([path]) => path !== '/*' && !path.endsWith('.xml') && !path.endsWith('.txt'));
    for (const [path, access] of pages) {
      for (const role of roles) {
        const posted = await t.postForm(fillParams(path), { intent: 'matrix-probe' }, { cookie: callers[role]?.cookie });
        const label = `POST ${path} as ${role}: ${posted.status}`;
        expect(posted.status, label).toBeLessThan(500);
        const outcome = pageOutcome(posted);
        // A page with no action answers 405; one whose own rule refuses (a paused member's
        // send) says so in its form; neither is the area's guard.
        expect(outcome, label).toBe(rule[guardedAs[pageWriteAccess[path] ?? access]][role]);
        await keepState(role, path === '/logout');
      }
    }
  }, 600_000);
});
