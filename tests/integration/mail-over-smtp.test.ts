/*
 * The portal's emails as production sends them: over SMTP (SMTP_URL) to a real SMTP protocol
 * server, read back as a mail client would, with the links in them followed through the app.
 *
 * Known gap: sending happens once, while the request is served, and nothing retries it. When
 * the SMTP server is unreachable the request still succeeds (sign-up, a reset request and a
 * checkout all answer 200; Better Auth sends its emails in the background and billing logs
 * its failures), the outbox records the email as failed and an error is logged, but the
 * member never receives it. A durable queue that retries failed sends would close this.
 * What the outbox keeps of a failed send is covered by tests/security/mail-relay-and-outbox.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { buyDemoPlan, createMember, signIn, signedInMember } from '../support/factories';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-server';

const sender = 'no-reply@clearpath.example';

const linksIn = (mail: ReceivedMail) => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
const sentTo = (to: string, subject: string) => (mail: ReceivedMail) => mail.recipients.includes(to) && mail.subject === subject;

describe('mail over SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: `Clearpath Law Coaching <${sender}>` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** The outbox row of an email, once the mailer has recorded it (after the SMTP server accepted it). */
  const outboxRow = (to: string, subject: string) =>
    vi.waitFor(
      async () => {
        const [row] = await t.services.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)));
        if (!row) throw new Error(`no outbox row for ${subject}`);
        return row;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('delivers the verification email; its link verifies the account, which can then sign in', async () => {
    const email = 'smtp-signup@example.com';
    const password = 'a-good-password';
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', university: 'University of Leeds', lawBackground: false },
    });
    expect(signUp.status).toBe(200);

    const mail = await smtp.waitFor(sentTo(email, 'Verify your email address'));
    expect(mail.recipients).toEqual([email]);
    expect(mail.from).toBe(sender);
    expect(mail.text).toContain('Hello Grace,');
    const link = linksIn(mail).find((url) => url.startsWith(`${testOrigin}/api/auth/verify-email?token=`));
    expect(link).toBeDefined();

    const refused = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(refused.status).toBe(403);
    const verified = await t.request(link!.slice(testOrigin.length), { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/email-verified');
    const cookie = await signIn(t, email, password);
    expect(await (await t.request('/api/me', { headers: { cookie } })).json()).toMatchObject({ user: { email } });

    // Sent, and recorded without the link that signs in.
    const row = await outboxRow(email, 'Verify your email address');
    expect(row.status).toBe('sent');
    expect(row.text).not.toContain('token');
    expect(row.text).toContain('[link removed]');
  });

  it('delivers the password-reset email; its link leads to the reset page with a token that sets a new password', async () => {
    const member = await createMember(t);
    const requested = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: member.email } });
    expect(requested.status).toBe(200);

    const mail = await smtp.waitFor(sentTo(member.email, 'Reset your password'));
    const link = linksIn(mail).find((url) => url.startsWith(`${testOrigin}/api/auth/reset-password/`));
    expect(link).toBeDefined();
    const landing = await t.request(link!.slice(testOrigin.length), { redirect: 'manual' });
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, testOrigin);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'reset-over-smtp-1' } });
    expect(reset.status).toBe(200);
    await expect(signIn(t, member.email, member.password)).rejects.toThrow(/401/);
    await signIn(t, member.email, 'reset-over-smtp-1');

    const row = await outboxRow(member.email, 'Reset your password');
    expect(row.status).toBe('sent');
    expect(row.text).not.toMatch(/token|reset-password\//);
  });

  it('delivers the receipt for a completed demo checkout', async () => {
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie, 'monthly');

    const mail = await smtp.waitFor(sentTo(member.email, 'Payment received: £19.99'));
    expect(mail.text).toContain(`Hello ${member.firstName},`);
    expect(mail.text).toContain('Amount: £19.99');
    expect(linksIn(mail)).toContain(`${testOrigin}/payment-plan`);

    // A receipt carries no credential: its record is kept whole.
    const row = await outboxRow(member.email, 'Payment received: £19.99');
    expect(row.status).toBe('sent');
    expect(row.text).toBe(mail.text);
  });
});
