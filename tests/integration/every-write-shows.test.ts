import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '~/routes';
import { apiRouteTable } from '@server/api';
import { readMethods } from '@server/features/kit/route-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { cookieHeader, signedInMember } from '../support/factories';
import { apiWrites, memberFor, pageActions, type Person, type Stage, type WriteCase } from '../support/every-write';

/**
 * ADR 0041: a member's next page view shows every write, because each write drops the page
 * copies it may have changed, whichever write it is. This performs every write the portal
 * accepts (each non-GET route of the API route table, each page route with an `action`),
 * as the app runs in production, with pages kept in memory, and checks the page that shows
 * it as the person whose data it is: viewed once before (so a copy is kept) and once after.
 * The member's kept API reads (a route's `keep: 'member'`) must then answer as a fresh read.
 * A write missing from the table in tests/support/every-write.ts fails here.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../app');

/** Every page route of app/routes.ts with its module, by its full path. */
function pageRoutes(entries: RouteEntry[], parent = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/');
    return [{ path: own, file: entry.file }, ...pageRoutes(entry.children ?? [], own)];
  });
}

async function pageActionPaths() {
  const found: string[] = [];
  for (const route of pageRoutes(routes as RouteEntry[])) {
    const module = (await import(/* @vite-ignore */ path.join(appDir, route.file))) as { action?: unknown };
    if (module.action) found.push(route.path);
  }
  return found.sort();
}

let t: TestApp;
let coach: Person;
let apiWriteKeys: string[];
/** The API reads kept per session like pages (their route's `keep`). */
let keptApiReads: string[];
beforeAll(async () => {
  // Each case's member signs in from an address of their own (`memberFor`), as behind a proxy.
  t = await createTestApp({ TRUST_PROXY: '1' }, { pages: true, pageCache: true });
  coach = await signedInMember(t, { role: 'admin', firstName: 'Chris', lastName: 'Coach' });
  apiWriteKeys = apiRouteTable(t.services)
    .filter((route) => !readMethods.has(route.method))
    .map((route) => `${route.method} /api${route.path}`)
    .sort();
  keptApiReads = apiRouteTable(t.services)
    .filter((route) => route.keep)
    .map((route) => `/api${route.path}`);
});
afterAll(async () => {
  await t?.close();
});

describe('every write has an entry', () => {
  it('names every non-GET route of the API route table, and no route it lacks', () => {
    expect(Object.keys(apiWrites).sort()).toEqual(apiWriteKeys);
  });

  it('names every page route with an action, and no route without one', { timeout: 300_000 }, async () => {
    expect(Object.keys(pageActions).sort()).toEqual(await pageActionPaths());
  });

  it('gives each write a page to look at, or says why none shows it', () => {
    for (const [write, entry] of Object.entries({ ...apiWrites, ...pageActions })) {
      if ('unshown' in entry) expect(entry.unshown.length, write).toBeGreaterThan(20);
      else expect(typeof entry.send, write).toBe('function');
    }
  });
});

/** The page as its viewer reads it: the HTML without scripts (their nonces differ per render). */
async function view(pathname: string, cookie: string | undefined) {
  const res = await t.request(pathname, { headers: cookie ? { cookie } : {} });
  expect(res.status, `GET ${pathname}`).toBe(200);
  return (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** An API read's status and body; with a query string it is never kept, so computed afresh. */
async function readApi(pathname: string, cookie: string) {
  const res = await t.request(pathname, { headers: { cookie } });
  return `${res.status} ${await res.text()}`;
}

async function perform(name: string, writeCase: WriteCase) {
  const member = await memberFor(t, writeCase);
  const stage: Stage = { t, member, coach, given: {} };
  stage.given = (await writeCase.setup?.(stage)) ?? {};
  const page = typeof writeCase.page === 'function' ? writeCase.page(stage) : writeCase.page;
  const viewer = writeCase.viewer === 'coach' ? coach.cookie : writeCase.viewer === 'visitor' ? undefined : member.cookie;
  // Twice: the second is the kept copy, when the page is one that is kept.
  await view(page, viewer);
  const before = await view(page, viewer);
  for (const read of keptApiReads) await readApi(read, member.cookie);

  const res = await writeCase.send(stage);
  expect(res.status, `${name}: ${res.status} ${res.status >= 400 ? await res.text() : ''}`).toBeLessThan(400);
  const session = writeCase.viewer === 'visitor' ? cookieHeader(res) : viewer;
  const after = await view(page, session);
  expect(writeCase.change(after, before, stage), `${name}: ${page} shows the change`).toBe(true);
  // The member's kept API reads answer as a fresh read would.
  for (const read of keptApiReads) expect(await readApi(read, member.cookie), `${name}: GET ${read}`).toBe(await readApi(`${read}?fresh`, member.cookie));
}

describe('the next page view shows each write', () => {
  for (const [name, entry] of Object.entries({ ...apiWrites, ...pageActions })) {
    if ('unshown' in entry) continue;
    it(name, () => perform(name, entry));
  }
});
