import { randomUUID } from 'node:crypto';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAccess } from '~/page-access';
import { themeCookieName } from '~/lib/theme';
import { createApp } from '@server/app';
import { apiRouteTable } from '@server/api';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { cookieHeader, createMember, signedInCallers, testPassword } from '../support/factories';

/**
 * The privacy notice says the portal sets only strictly necessary cookies, so it shows no
 * consent banner. This drives the whole app, pages included, through what people do and
 * fails on any other cookie: Better Auth's session cookies and the theme choice only.
 */
const allowedCookie = new RegExp(`^(?:(?:__Secure-)?better-auth\\.(?:session_token|session_data|dont_remember)|${themeCookieName})$`);

describe('cookies: only the session and the theme', () => {
  let t: TestApp;
  let vite: ViteDevServer;
  let site: ReturnType<typeof createApp>;
  const seen: { label: string; name: string }[] = [];

  /** Sends a request through the app with its pages, as a browser would, and records every cookie it sets. */
  async function send(label: string, path: string, init: { method?: string; cookie?: string; form?: Record<string, string>; json?: unknown } = {}) {
    const headers = new Headers();
    if (init.cookie) headers.set('cookie', init.cookie);
    let body: BodyInit | undefined;
    if (init.method && init.method !== 'GET') headers.set('origin', testOrigin);
    if (init.form) body = new URLSearchParams(init.form);
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await site.request(new URL(path, testOrigin), { method: init.method ?? 'GET', headers, body });
    const text = await res.text();
    expect(res.status, `${label}: ${res.status}`).toBeLessThan(500);
    for (const cookie of res.headers.getSetCookie()) seen.push({ label, name: cookie.split('=')[0]!.trim() });
    return Object.assign(res, { text: () => Promise.resolve(text) });
  }

  beforeAll(async () => {
    t = await createTestApp();
    // Pages rendered from source, as in development, so no build is needed.
    // `fs.strict: false`: node_modules may be a link to a folder outside the project.
    vite = await createViteServer({ server: { middlewareMode: true, hmr: false, fs: { strict: false } }, logLevel: 'error' });
    const handle = createRequestHandler(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development');
    site = createApp({ services: t.services, renderPage: (request, context) => handle(request, Object.assign(new RouterContextProvider(), context)) });
  });
  afterAll(async () => {
    await vite?.close();
    await t?.close();
  });

  it('sets no cookie but the session ones and the theme, across pages, API reads, sign-up, log-in, log-out and theme changes', { timeout: 600_000 }, async () => {
    const callers = await signedInCallers(t);
    const pagePaths = Object.keys(pageAccess).map((pattern) => (pattern === '/*' ? '/no-such-page' : pattern.replace(':slug', 'ma-fundamentals').replace(':id', randomUUID())));
    const apiReads = apiRouteTable(t.services)
      .filter((route) => route.method === 'GET')
      .map((route) => `/api${route.path.replace(/:[a-zA-Z]+/g, () => randomUUID())}`);
    for (const [role, cookie] of Object.entries(callers)) {
      for (const path of [...pagePaths, ...apiReads]) await send(`GET ${path} as ${role}`, path, { cookie });
      await send(`theme as ${role}`, '/theme', { method: 'POST', cookie, form: { theme: 'dark', returnTo: '/about' } });
    }

    const email = `cookie-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = { firstName: 'Ada', lastName: 'Lovelace', email, password: testPassword, university: 'University of Bristol', lawBackground: 'true' };
    await send('sign-up page', '/signup', { method: 'POST', form: signUp });
    await send('sign-up API', '/api/auth/sign-up/email', { method: 'POST', json: { ...signUp, email: `api-${email}`, lawBackground: true } });

    const member = await createMember(t);
    const loggedIn = await send('log-in page', '/login', { method: 'POST', form: { email: member.email, password: testPassword, returnTo: '/settings' } });
    await send('log-out page', '/logout', { method: 'POST', cookie: cookieHeader(loggedIn), form: { returnTo: '/' } });
    const apiLogIn = await send('log-in API', '/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: testPassword } });
    await send('log-out API', '/api/auth/sign-out', { method: 'POST', cookie: cookieHeader(apiLogIn), json: {} });

    // Pages really rendered, and the journeys did set cookies (so the check looked at something); only these.
    expect(await (await send('privacy notice', '/privacy')).text()).toContain('only strictly necessary cookies');
    expect(seen.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['better-auth.session_token', themeCookieName]));
    expect(seen.filter((cookie) => !allowedCookie.test(cookie.name))).toEqual([]);
  });
});
