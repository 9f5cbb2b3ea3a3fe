import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { getViewer } from '@server/features/auth/viewer';
import { createTestApp, type TestApp } from '../support/test-app';
import { cookieHeader, createMember, latestEmailLinks, signIn, signedInMember, testPassword } from '../support/factories';

const signUpBody = (email: string) => ({
  email,
  password: 'a-good-password',
  name: 'Grace Hopper',
  firstName: 'Grace',
  lastName: 'Hopper',
  university: 'University of Leeds',
  lawBackground: false,
});

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, refuses sign-in until verified, verifies by email link, then signs in', async () => {
    const email = 'grace@example.com';
    const signUp = await t.request('/api/auth/sign-up/email', { method: 'POST', json: signUpBody(email) });
    expect(signUp.status).toBe(200);

    const refused = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'a-good-password' } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({ code: 'forbidden', reason: 'EMAIL_NOT_VERIFIED' });

    const { subject, links } = await latestEmailLinks(t, email);
    expect(subject).toBe('Verify your email address');
    const verifyLink = links.find((link) => link.includes('/api/auth/verify-email'))!;
    const verified = await t.request(verifyLink.replace('http://localhost:3000', ''), { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/email-verified');

    const cookie = await signIn(t, email, 'a-good-password');
    const me = await t.request('/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: expect.objectContaining({
        email,
        firstName: 'Grace',
        lastName: 'Hopper',
        university: 'University of Leeds',
        lawBackground: false,
        role: 'member',
      }),
      settings: { emailNotifications: true, deadlineReminders: true, theme: 'light', timeFactor: 1, timerHidden: false },
    });
  });

  it('validates sign-up fields, and answers a taken email as if new while telling its owner', async () => {
    const bad = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { ...signUpBody('x@example.com'), firstName: ' ', university: '', password: '123' },
    });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()).error;
    expect(Object.keys(fields).sort()).toEqual(['firstName', 'password', 'university']);
    expect(fields.password).toBe('Password must be at least 10 characters long.');

    const member = await createMember(t);
    const duplicate = await t.request('/api/auth/sign-up/email', { method: 'POST', json: signUpBody(member.email) });
    expect(duplicate.status).toBe(200);
    expect((await latestEmailLinks(t, member.email)).subject).toBe('Someone tried to sign up with your email');
    const me = await (await t.request('/api/me', { headers: { cookie: await signIn(t, member.email) } })).json();
    expect(me.user.firstName).toBe('Ada'); // the existing account is untouched
  });

  it('refuses a sign-up that tries to make itself a coach', async () => {
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { ...signUpBody('sneaky@example.com'), role: 'admin' } });
    expect(res.status).toBe(400);
  });

  it('answers a wrong password with 401, and the 11th attempt in a minute with 429', async () => {
    const member = await createMember(t);
    const attempt = () => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: 'wrong' } });
    const first = await attempt();
    expect(first.status).toBe(401);
    expect((await first.json()).error.code).toBe('unauthenticated');
    for (let i = 2; i <= 10; i++) expect((await attempt()).status).toBe(401);
    const eleventh = await attempt();
    expect(eleventh.status).toBe(429);
    expect((await eleventh.json()).error.code).toBe('rate_limited');
  });

  it('sets an http-only, SameSite=Lax session cookie that lasts past the browser session', async () => {
    const member = await createMember(t);
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: testPassword } });
    const sessionCookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Max-Age=\d{6,}/);
  });

  it('updates the profile and settings, which persist', async () => {
    const { cookie } = await signedInMember(t);
    const profile = await t.request('/api/me/profile', {
      method: 'PATCH',
      headers: { cookie },
      json: { firstName: 'Augusta', university: 'King’s College London' },
    });
    expect(profile.status).toBe(200);
    const settings = await t.request('/api/me/settings', {
      method: 'PUT',
      headers: { cookie },
      json: { emailNotifications: false, theme: 'dark' },
    });
    expect(settings.status).toBe(200);
    const me = await (await t.request('/api/me', { headers: { cookie } })).json();
    expect(me.user).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', university: 'King’s College London' });
    expect(me.settings).toEqual({ emailNotifications: false, deadlineReminders: true, theme: 'dark', timeFactor: 1, timerHidden: false });
    // The session's cached viewer (read by the PATCH itself) shows the new name at once.
    expect((await getViewer(t.services, new Headers({ cookie })))?.firstName).toBe('Augusta');
  });

  it('saves the time for timed tests and the hidden countdown, each kept when a client leaves it out', async () => {
    const { cookie } = await signedInMember(t);
    const settingsOf = async () => (await (await t.request('/api/me', { headers: { cookie } })).json()).settings;
    expect(await settingsOf()).toMatchObject({ timeFactor: 1, timerHidden: false });

    const extra = await t.request('/api/me/settings', { method: 'PUT', headers: { cookie }, json: { emailNotifications: true, theme: 'light', timeFactor: 1.5, timerHidden: true } });
    expect(extra.status).toBe(200);
    expect((await extra.json()).settings).toMatchObject({ timeFactor: 1.5, timerHidden: true });

    await t.request('/api/me/settings', { method: 'PUT', headers: { cookie }, json: { emailNotifications: false, theme: 'dark' } });
    expect(await settingsOf()).toMatchObject({ emailNotifications: false, timeFactor: 1.5, timerHidden: true });

    await t.request('/api/me/settings', { method: 'PUT', headers: { cookie }, json: { emailNotifications: false, theme: 'dark', timeFactor: null } });
    expect(await settingsOf()).toMatchObject({ timeFactor: null, timerHidden: true });

    for (const timeFactor of [3, 0, 1.75, 'double', true]) {
      const refused = await t.request('/api/me/settings', { method: 'PUT', headers: { cookie }, json: { emailNotifications: true, theme: 'light', timeFactor } });
      expect(refused.status, JSON.stringify(timeFactor)).toBe(400);
      expect((await refused.json()).error.fields.timeFactor).toBe('Choose how much time you want for timed tests.');
    }
    expect(await settingsOf()).toMatchObject({ timeFactor: null });
  });

  it('rejects bad profile and settings input with field errors', async () => {
    const { cookie } = await signedInMember(t);
    const cases: [string, string, unknown][] = [
      ['PATCH', '/api/me/profile', { firstName: '' }],
      ['PATCH', '/api/me/profile', {}],
      ['PATCH', '/api/me/profile', { email: 'new@example.com' }],
      ['PUT', '/api/me/settings', { emailNotifications: 'yes', theme: 'dark' }],
      ['PUT', '/api/me/settings', { emailNotifications: true, theme: 'purple' }],
    ];
    for (const [method, path, json] of cases) {
      const res = await t.request(path, { method, headers: { cookie }, json });
      expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400);
    }
  });

  it('answers 401 to a visitor on member routes', async () => {
    expect((await t.request('/api/me')).status).toBe(401);
    expect((await t.request('/api/me/settings', { method: 'PUT', json: { emailNotifications: true, theme: 'light' } })).status).toBe(401);
  });

  it('enforces the password rules on change and ends other sessions when asked', async () => {
    const member = await createMember(t);
    const cookie = await signIn(t, member.email);
    const otherDevice = await signIn(t, member.email);

    const tooShort = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: testPassword, newPassword: '12345' },
    });
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error.fields.newPassword).toBe('Password must be at least 10 characters long.');

    const wrongCurrent = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' },
    });
    expect(wrongCurrent.status).toBe(400);

    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      headers: { cookie },
      json: { currentPassword: testPassword, newPassword: 'brand-new-pass', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: otherDevice } })).status).toBe(401);
    await signIn(t, member.email, 'brand-new-pass');
  });

  it('resets a forgotten password by email link and ends every session', async () => {
    const member = await createMember(t);
    const cookie = await signIn(t, member.email);
    // Used once, so the session is in the viewer cache when the reset ends it.
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(200);
    const requested = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: member.email } });
    expect(requested.status).toBe(200);

    const { links } = await latestEmailLinks(t, member.email);
    const resetLink = links.find((link) => link.includes('/api/auth/reset-password/'))!;
    const landing = await t.request(resetLink.replace('http://localhost:3000', ''), { redirect: 'manual' });
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token')!;

    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'after-reset-1' } });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(401);
    await signIn(t, member.email, 'after-reset-1');
    const reused = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'again-again' } });
    expect(reused.status).toBe(400);
  });

  it('does not reveal whether an email has an account when a reset is requested', async () => {
    const res = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'nobody@example.com' } });
    expect(res.status).toBe(200);
  });

  it('signs out, after which the session cannot be reused', async () => {
    const { cookie } = await signedInMember(t);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('deactivation deletes every row and file that belongs to the person', async () => {
    const member = await signedInMember(t, { email: 'leaving@example.com' });
    await t.request('/api/me/settings', { method: 'PUT', headers: { cookie: member.cookie }, json: { emailNotifications: false, theme: 'dark' } });
    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: member.email } });
    await t.services.storage.put(`${memberFilesPrefix(member.id)}/uploads/cv.pdf`, Readable.from([Buffer.from('%PDF-1.4')]));

    const res = await t.request('/api/me', { method: 'DELETE', headers: { cookie: member.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /Max-Age=0/.test(c))).toBe(true);

    // Every table and storage path is searched in tests/security/erasure.test.ts; here, the mailbox.
    const outbox = await (await t.request('/api/dev/mailbox')).json();
    expect(outbox.messages.filter((m: { to: string }) => m.to === member.email)).toEqual([]);
    expect(await t.services.storage.list(memberFilesPrefix(member.id))).toEqual([]);
    expect((await t.request('/api/me', { headers: { cookie: member.cookie } })).status).toBe(401);
  });

  it('keeps credentials out of the logs', async () => {
    const member = await createMember(t);
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: testPassword } });
    const cookie = cookieHeader(res);
    const token = cookie.split('=')[1]!.split(';')[0]!;
    const logs = t.logLines.join('\n');
    expect(logs).not.toContain(testPassword);
    expect(logs).not.toContain(token.slice(0, 20));
  });
});

describe('auth responses', () => {
  it('never put the session token where page scripts can read it', async () => {
    const t = await createTestApp();
    try {
      const member = await createMember(t);
      const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: testPassword } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.user.email).toBe(member.email);
      expect(body).not.toHaveProperty('token');
      const session = await (await t.request('/api/auth/get-session', { headers: { cookie: cookieHeader(res) } })).json();
      expect(session.user.email).toBe(member.email);
      expect(session.session).not.toHaveProperty('token');
    } finally {
      await t.close();
    }
  });
});
