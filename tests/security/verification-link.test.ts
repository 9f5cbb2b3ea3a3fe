import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherAccountVerifiedPath } from '@server/features/auth/verification-link';
import { createTestApp, type TestApp } from '../support/test-app';
import { cookieHeader, latestEmailLinks, signedInMember } from '../support/factories';

describe('a verification link opened while signed in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Signs up an account and returns its emailed verification link, as a path. */
  const pendingAccount = async (email: string, password = 'pending-password-1') => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, firstName: 'Mallory', lastName: 'Other', university: 'University of Kent', lawBackground: true },
    });
    expect(res.status).toBe(200);
    const link = (await latestEmailLinks(t, email)).links.find((l) => l.includes('/api/auth/verify-email'))!;
    return { email, password, link: link.replace('http://localhost:3000', '') };
  };
  const sessionEmail = async (cookie: string) =>
    (await (await t.request('/api/auth/get-session', { headers: { cookie } })).json())?.user?.email;

  it('verifies the other account but never switches the signed-in person to it, and lands on the page that says so (its text: tests/e2e/accounts.spec.ts)', async () => {
    const victim = await signedInMember(t);
    const other = await pendingAccount('mallory-other@example.com');

    const opened = await t.request(other.link, { headers: { cookie: victim.cookie }, redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(otherAccountVerifiedPath);
    expect(opened.headers.getSetCookie().filter((c) => c.includes('session_token'))).toEqual([]);
    expect(await sessionEmail(victim.cookie)).toBe(victim.email);

    // The link did its other job: that account can now sign in.
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: other.email, password: other.password } });
    expect(signIn.status).toBe(200);
  });

  it('still signs in whoever opens their own link, signed out or already signed in as themselves', async () => {
    const own = await pendingAccount('own-link@example.com');
    const opened = await t.request(own.link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).not.toBe(otherAccountVerifiedPath);
    expect(await sessionEmail(cookieHeader(opened))).toBe(own.email);

    const again = await t.request(own.link, { headers: { cookie: cookieHeader(opened) }, redirect: 'manual' });
    expect(again.headers.get('location')).not.toBe(otherAccountVerifiedPath);
    expect(await sessionEmail(cookieHeader(opened))).toBe(own.email);
  });

  it('leaves a forged or broken link to the usual refusal, session untouched', async () => {
    const victim = await signedInMember(t);
    for (const token of ['not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1hbGxvcnlAZXhhbXBsZS5jb20ifQ.forged']) {
      const res = await t.request(`/api/auth/verify-email?token=${token}&callbackURL=/`, { headers: { cookie: victim.cookie }, redirect: 'manual' });
      expect(res.status).toBeLessThan(500);
      expect(res.headers.getSetCookie().filter((c) => c.includes('session_token='))).toEqual([]);
      expect(await sessionEmail(victim.cookie)).toBe(victim.email);
    }
  });
});
