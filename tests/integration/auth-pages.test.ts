import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as loginAction, loader as loginLoader } from '~/routes/login';
import { action as logoutAction } from '~/routes/logout';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext, routeArgs } from '../support/page-context';
import { createMember, testPassword } from '../support/factories';

/**
 * The log-in and log-out pages' actions on a real database: the same door checks as the
 * API (tests/security covers those), and a `returnTo` that can only lead back onto this site.
 */
describe('log-in and log-out pages', () => {
  let t: TestApp;
  let context: Awaited<ReturnType<typeof pageContext>>;
  beforeAll(async () => {
    t = await createTestApp();
    context = await pageContext({ services: t.services, viewer: null });
  });
  afterAll(() => t.close());

  const post = (path: string, fields: Record<string, string>, cookie?: string) =>
    new Request(new URL(path, testOrigin), {
      method: 'POST',
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
  const logIn = async (email: string, returnTo: string) =>
    (await loginAction(routeArgs(post('/login', { email, password: testPassword, returnTo }), context))) as Response;

  it('logs in with the session cookie and returns to a same-site path', async () => {
    const member = await createMember(t);
    const response = await logIn(member.email, '/settings?tab=theme');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/settings?tab=theme');
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(true);
  });

  it.each([
    'https://evil.example/settings',
    '//evil.example/settings',
    '/\\evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    '/login?returnTo=/settings',
  ])('sends an unacceptable returnTo (%s) to the home page instead', async (returnTo) => {
    const member = await createMember(t);
    const response = await logIn(member.email, returnTo);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('goes on to an emailed download as a document load, saying on the page what the log-in is for', async () => {
    const member = await createMember(t);
    const response = await logIn(member.email, '/api/me/export/abc.def');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/me/export/abc.def');
    // The browser loads it itself: the app's router has no page there.
    expect(response.headers.get('x-remix-reload-document')).toBe('true');
    const load = (query: string) => loginLoader(routeArgs(new Request(`${testOrigin}/login?${query}`), context));
    expect((await load('returnTo=%2Fapi%2Fme%2Fexport%2Fabc.def&for=data-export')).purpose).toMatch(/download the copy of your data/);
    expect((await load('returnTo=%2Fsettings&for=Send+your+password+to+evil.example')).purpose).toBeUndefined();
    expect((await load('returnTo=%2Fsettings&for=toString')).purpose).toBeUndefined();
  });

  it('offers the log-in form only a same-site returnTo', async () => {
    const load = (query: string) => loginLoader(routeArgs(new Request(`${testOrigin}/login?${query}`), context));
    expect((await load('returnTo=%2Fsettings')).returnTo).toBe('/settings');
    expect((await load('returnTo=https%3A%2F%2Fevil.example')).returnTo).toBeUndefined();
    expect((await load('returnTo=%2F%2Fevil.example')).returnTo).toBeUndefined();
  });

  it('answers a wrong password with the form’s error, and no cookie', async () => {
    const member = await createMember(t);
    const result = (await loginAction({
      request: post('/login', { email: member.email, password: 'not-the-password', returnTo: '/settings' }),
      context,
      params: {},
    } as never)) as unknown as { data: { ok: boolean; formError?: string; reason?: string }; init: ResponseInit };
    expect(result.init.status).toBe(401);
    expect(result.data).toMatchObject({ ok: false, reason: 'credentials', formError: expect.stringMatching(/invalid email or password/i) });
    expect(new Headers(result.init.headers).get('set-cookie')).toBeNull();
  });

  it('logs out: the session ends and the cookie is cleared, back on a same-site page only', async () => {
    const member = await createMember(t);
    const cookie = (await logIn(member.email, '/'))
      .headers.getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const response = (await logoutAction(routeArgs(post('/logout', { returnTo: 'https://evil.example' }, cookie), context))) as Response;
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().find((entry) => entry.includes('session_token'))).toMatch(/Max-Age=0/i);
    const session = await t.request('/api/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toBeNull();
  });
});
