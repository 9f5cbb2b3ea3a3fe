import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '@server/db/demo-accounts';
import { minPasswordLength } from '@server/features/auth/auth.schema';
import { commonPasswordMessage, commonWordMessage, emailPasswordMessage } from '@server/features/auth/common-passwords';
import { signInFailuresPerAccount } from '@server/features/auth/sign-in-lockout';
import { createTestApp, type TestApp } from '../support/test-app';
import { createMember, latestEmailLinks, signIn, testPassword } from '../support/factories';

const { check: isCommon } = createRequire(import.meta.url)('dumb-passwords') as { check: (password: string) => boolean };

/** Common passwords long enough to pass the length rule, in the case people type them. */
const commonLongPasswords = ['1234567890', 'qwertyuiop', 'QWERTYUIOP', 'Qwertyuiop', 'password12', '1qaz2wsx3edc'].filter(isCommon);

let ipCounter = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}` });

describe('sign-in guessing spread over many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, headers: fromNewAddress() });
  const mailbox = async () =>
    ((await (await t.request('/api/dev/mailbox')).json()) as { messages: { to: string; subject: string }[] }).messages;

  it('pauses the account for minutes once failures pass the limit, whatever the address, and tells the owner once', async () => {
    const member = await createMember(t);
    const bystander = await createMember(t);
    for (let i = 0; i < signInFailuresPerAccount.limit; i++) {
      expect((await attempt(member.email, `wrong-guess-${i}`)).status).toBe(401);
    }
    for (const password of ['another-guess', testPassword]) {
      const refused = await attempt(member.email, password);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('rate_limited');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(signInFailuresPerAccount.windowSeconds);
    }
    expect(signInFailuresPerAccount.windowSeconds).toBeLessThanOrEqual(30 * 60);

    const paused = (await mailbox()).filter((m) => m.to === member.email && m.subject.startsWith('Sign-in to your account is paused'));
    expect(paused).toHaveLength(1);
    // Other accounts sign in as usual.
    expect((await attempt(bystander.email, testPassword)).status).toBe(200);
  });

  it('answers an unknown email the same way, and emails no one', async () => {
    const email = 'nobody-here@example.com';
    for (let i = 0; i < signInFailuresPerAccount.limit; i++) expect((await attempt(email, `guess-${i}-guess`)).status).toBe(401);
    expect((await attempt(email, 'guess-last-one')).status).toBe(429);
    expect((await mailbox()).filter((m) => m.to === email)).toEqual([]);
  });
});

describe('new password rules on every way in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const signUp = (password: string) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: fromNewAddress(),
      json: { email: `new-${++ipCounter}@example.com`, password, firstName: 'Nia', lastName: 'New', university: 'University of Leeds', lawBackground: true },
    });
  const changePassword = async (newPassword: string) => {
    const member = await createMember(t);
    const cookie = await signIn(t, member.email);
    return t.request('/api/auth/change-password', { method: 'POST', headers: { cookie }, json: { currentPassword: testPassword, newPassword } });
  };
  const resetPassword = async (newPassword: string) => {
    const member = await createMember(t);
    await t.request('/api/auth/request-password-reset', { method: 'POST', headers: fromNewAddress(), json: { email: member.email } });
    const link = (await latestEmailLinks(t, member.email)).links.find((l) => l.includes('/api/auth/reset-password/'))!;
    const token = new URL(link).pathname.split('/').pop()!;
    return t.request('/api/auth/reset-password', { method: 'POST', headers: fromNewAddress(), json: { token, newPassword } });
  };
  const ways = [
    { name: 'sign-up', field: 'password', submit: signUp },
    { name: 'change', field: 'newPassword', submit: changePassword },
    { name: 'reset', field: 'newPassword', submit: resetPassword },
  ];

  it('ships a list that knows the common passwords, and not the demo password', () => {
    expect(commonLongPasswords.length).toBeGreaterThanOrEqual(4);
    expect(isCommon(demoPassword)).toBe(false);
    expect(demoPassword.length).toBeGreaterThanOrEqual(minPasswordLength);
    expect(isCommon(testPassword)).toBe(false);
  });

  for (const way of ways) {
    it(`${way.name}: refuses passwords under ${minPasswordLength} characters and common ones, accepts a good one`, async () => {
      const short = await way.submit('x'.repeat(minPasswordLength - 1));
      expect(short.status).toBe(400);
      expect((await short.json()).error.fields[way.field]).toBe(`Password must be at least ${minPasswordLength} characters long.`);
      for (const common of commonLongPasswords) {
        const refused = await way.submit(common);
        expect(refused.status, common).toBe(400);
        expect((await refused.json()).error.fields[way.field]).toBe(commonPasswordMessage);
      }
      const decorated = await way.submit('password12');
      expect(decorated.status).toBe(400);
      expect((await decorated.json()).error.fields[way.field]).toBe(commonWordMessage);
      expect((await way.submit('lantern-orchard-42')).status).toBe(200);
    });
  }

  it('sign-up refuses a password built from the email address it is for', async () => {
    const refused = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: fromNewAddress(),
      json: { email: 'nia.newcombe@example.com', password: 'Newcombe-2026!', firstName: 'Nia', lastName: 'Newcombe', university: 'University of Leeds' },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.password).toBe(emailPasswordMessage);
  });
});
