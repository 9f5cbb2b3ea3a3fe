import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable } from '@server/api';
import { readMethods } from '@server/features/kit/route-table';
import { isCrossSiteWrite } from '@server/http/security';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { cookieHeader, createMember, latestEmailLinks, signIn, signedInMember, testPassword } from '../support/factories';

describe('sessions, requests and secrets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SECRET: 'a-test-root-secret-that-is-long-enough-0123456789' });
  });
  afterAll(() => t.close());

  it('refuses every state-changing API route from another site, before it runs', async () => {
    const { cookie } = await signedInMember(t);
    const pathOf = (route: { path: string }) => `/api${route.path.replace(/:[a-zA-Z]+/g, 'x')}`;
    const writes = apiRouteTable(t.services).filter((route) => !readMethods.has(route.method));
    // The one exception: mail providers post a one-click unsubscribe from their own sites.
    expect(writes.filter((route) => isCrossSiteWrite(pathOf(route))).map((route) => `${route.method} ${route.path}`)).toEqual(['POST /unsubscribe/:token']);
    for (const route of writes.filter((write) => !isCrossSiteWrite(pathOf(write)))) {
      const path = pathOf(route);
      const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site', origin: testOrigin }];
      for (const headers of foreign) {
        const res = await t.request(path, { method: route.method, json: {}, headers: { ...headers, cookie } });
        expect(res.status, `${route.method} ${route.path}`).toBe(403);
      }
    }
  });

  it('sends the security headers on API, health and error responses alike', async () => {
    for (const path of ['/healthz', '/api/plans', '/api/me', '/api/nope', '/api/library/nope']) {
      const res = await t.request(path);
      const headers = res.headers;
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('does not reuse a session after logout, password reset or deactivation', async () => {
    const member = await createMember(t);
    const loggedOut = await signIn(t, member.email);
    // Each session is used first, so it is in the viewer cache when it ends.
    expect((await t.request('/api/me', { headers: { cookie: loggedOut } })).status).toBe(200);
    await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: loggedOut } });
    expect((await t.request('/api/me', { headers: { cookie: loggedOut } })).status).toBe(401);

    const beforeDeletion = await signIn(t, member.email);
    const otherDevice = await signIn(t, member.email);
    expect((await t.request('/api/me', { headers: { cookie: otherDevice } })).status).toBe(200);
    await t.request('/api/me', { method: 'DELETE', headers: { cookie: beforeDeletion } });
    expect((await t.request('/api/me', { headers: { cookie: otherDevice } })).status).toBe(401);
    expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: testPassword } })).status).toBe(401);
  });

  it('never writes passwords, session tokens, reset tokens or the root secret to the logs, nor stack traces to responses', async () => {
    const password = 'log-scan-Secret-Pa55';
    const member = await createMember(t, { password });
    const signInRes = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password } });
    const sessionToken = cookieHeader(signInRes).split('=')[1]!.split('.')[0]!;
    await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: `${password}-wrong` } });
    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: member.email } });
    const resetLink = (await latestEmailLinks(t, member.email)).links.find((l) => l.includes('reset-password'))!;
    const resetToken = resetLink.split('/reset-password/')[1]!.split('?')[0]!;
    await t.request(`/api/me?token=${resetToken}`, { headers: { cookie: cookieHeader(signInRes), authorization: `Bearer ${sessionToken}` } });
    await t.request('/api/enquiries', { method: 'POST', body: '{"broken', headers: { 'content-type': 'application/json' } });

    const logs = t.logLines.join('\n');
    expect(logs.length).toBeGreaterThan(1000);
    for (const secret of [password, sessionToken, resetToken, 'a-test-root-secret-that-is-long-enough-0123456789', t.services.secrets.auth]) {
      expect(logs).not.toContain(secret);
    }
    const failure = await t.request('/api/enquiries', { method: 'POST', body: '{"broken', headers: { 'content-type': 'application/json' } });
    expect(await failure.text()).not.toMatch(/at .+\.(ts|js):\d+|node_modules/);
  });
});
