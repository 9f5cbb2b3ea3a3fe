import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pageRoutes from '../../app/routes';
import { apiRouteTable } from '@server/api';
import { pathParamNames, readMethods, type ApiRoute } from '@server/features/kit/route-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { signedInCallers } from '../support/factories';
import { PortalClient, startPortal, stopPortal, type Portal } from './support/portal-process';

/**
 * Every path parameter of every route, API and page alike, meets a generated corpus of
 * hostile segments (already percent-encoded, as they travel): NUL and control bytes,
 * invalid UTF-8, broken escapes, encoded traversal, injections, extremes. Each must be
 * refused (API: a 4xx in the error shape) and none may cause a 5xx. The routes come from the server's route table and from
 * app/routes.ts, so a new route is covered the day it is added.
 */

const hostileParts = [
  '%00', '%01', '%1f', '%7f', '%ff', '%c0%ae', '%ed%a0%80', '%e2%80%ae', '%ef%bf%bf', '%f0%9f%91%a9%e2%80%8d%e2%9a%96%ef%b8%8f',
  '%', '%zz', '%%30', '%2',
  '..%2f..%2f..%2fetc%2fpasswd', '%2e%2e%2f', '..%5c..%5cwindows', '%2e%2e', '..%00', '%252e%252e%252f',
  '%27%20OR%201%3D1--', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '$%7B7*7%7D%7B%7B7*7%7D%7D', '%7B%22%24ne%22%3Anull%7D',
  '%20', '%09', '%0d%0aSet-Cookie:%20x=1',
  '-1', '0', '1e308', 'NaN', '99999999999999999999999', 'null', 'undefined', '__proto__',
  'a'.repeat(4000), '%00'.repeat(300),
  '00000000-0000-0000-0000-00000000000g', randomUUID().toUpperCase().replace(/-/g, ''),
];
/** Each part alone, and glued to a well-formed value (which passes a prefix-only check). */
const hostileSegments = [
  ...hostileParts,
  ...hostileParts.slice(0, 20).map((part) => `${randomUUID()}${part}`),
  ...hostileParts.slice(0, 20).map((part) => `firm-profiles${part}`),
];

/** A well-formed value for the parameters a case does not aim at. */
const wellFormed = (name: string) => (name === 'slug' ? 'firm-profiles' : randomUUID());

/** The route's path with `target` holding `segment` and the others well-formed. */
const fill = (pattern: string, target: string, segment: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === target ? segment : wellFormed(name)));

let cookies: Partial<Record<ApiRoute['access'], string>> = {};

describe('hostile path parameters on every API route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await signedInCallers(t);
  });
  afterAll(() => t.close());

  it('answers each with a 4xx in the error shape', async () => {
    const routes = apiRouteTable(t.services).filter((route) => route.path.includes(':'));
    expect(routes.length).toBeGreaterThan(20);
    let cases = 0;
    for (const route of routes) {
      for (const name of pathParamNames(route.path)) {
        for (const segment of hostileSegments) {
          const url = `/api${fill(route.path, name, segment)}`;
          const cookie = cookies[route.access];
          const res = await t.request(url, {
            method: route.method,
            headers: { ...(cookie ? { cookie } : {}), ...(readMethods.has(route.method) ? {} : { 'content-type': 'application/json' }) },
            ...(readMethods.has(route.method) ? {} : { body: '{}' }),
          });
          cases++;
          const where = `${route.method} ${route.path} with :${name}=${segment.slice(0, 40)}`;
          expect(res.status, where).toBeLessThan(500);
          // A token that merely looks like one still leads somewhere (the reset link's error page).
          if (res.status >= 300 && res.status < 400) continue;
          // A dot segment (`..`) is resolved away by the URL standard before any server sees it:
          // that request is for the parent path, another route with its own guard.
          const pathBefore = `/api${fill(route.path.slice(0, route.path.indexOf(`:${name}`)), name, '')}`;
          if (!new URL(url, 'http://portal.test').pathname.startsWith(pathBefore)) continue;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          // A HEAD answer carries its status and headers only.
          if (route.method === 'HEAD') continue;
          const body = (await res.json()) as { error?: { code?: unknown } };
          expect(typeof body.error?.code, where).toBe('string');
        }
      }
    }
    console.log(`path-parameters: ${cases} API cases, 0 server errors`);
  }, 600_000);
});

/** Every page pattern in app/routes.ts, nested paths joined. */
function pagePatterns(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [own] : []), ...pagePatterns(entry.children ?? [], own)];
  });
}

/** A GET exactly as written: fetch would normalise the path and refuse some bytes. */
function rawGet(portal: Portal, pathname: string, cookie: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: portal.port, path: pathname, headers: { cookie }, timeout: 30_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`timed out: ${pathname}`)));
    req.end();
  });
}

describe('hostile path parameters on every page route', () => {
  let portal: Portal;
  let dataDir: string;
  let dropDatabase = async () => {};
  let coachCookie = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-path-params-'));
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    if (database) dropDatabase = database.drop;
    portal = await startPortal({ dataDir, databaseUrl: database?.target.kind === 'postgres' ? database.target.url : undefined });
    const coach = new PortalClient(portal.baseUrl);
    await coach.signIn('coach@clearpath.test', 'clearpath-demo');
    coachCookie = coach.cookieHeader;
  });
  afterAll(async () => {
    await stopPortal(portal);
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers each without a server error (as the coach, who may open every page)', async () => {
    const patterns = pagePatterns(pageRoutes).filter((pattern) => pattern.includes(':'));
    expect(patterns).toContain('/coach/library/:slug');
    for (const pattern of patterns) {
      for (const name of pathParamNames(pattern)) {
        for (const segment of hostileSegments) {
          const pathname = fill(pattern, name, segment);
          const { status, body } = await rawGet(portal, pathname, coachCookie);
          const where = `${pattern} with :${name}=${segment.slice(0, 40)}`;
          // Encoded dot segments may resolve to another page (`/course/%2e%2e` is `/`): any answer but a 5xx.
          expect(status, where).toBeLessThan(500);
          expect(body, where).not.toMatch(/at .+\.(ts|js):\d+|node_modules/);
        }
      }
    }
  }, 600_000);
});
