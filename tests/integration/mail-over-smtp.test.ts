/*
 * The portal's emails as production sends them: queued with the change that causes them,
 * delivered by the job worker over SMTP (SMTP_URL) to a real SMTP protocol server, read back
 * as a mail client would, with the links in them followed through the app. An SMTP outage
 * delays the email, and it leaves once the server is back.
 */
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import type { Database } from '@server/db/client';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { buyDemoPlan, createMember, signIn, signedInMember } from '../support/factories';
import { sendDeadlineReminders } from '@server/features/applications/deadline-reminders';
import { daysAfter, ukToday } from '@server/platform/uk-calendar';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-server';

const sender = 'no-reply@clearpath.example';

const linksIn = (mail: ReceivedMail) => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
const sentTo = (to: string, subject: string) => (mail: ReceivedMail) => mail.recipients.includes(to) && mail.subject === subject;

/** The outbox row of an email once it has left (or been given up): its record, without the body. */
const finishedRow = (db: Database, to: string, subject: string) =>
  vi.waitFor(
    async () => {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.subject, subject)));
      if (!row?.finishedAt) throw new Error(`${subject} has not left yet`);
      return row;
    },
    { timeout: 15_000, interval: 50 },
  );

/** What the record of a delivered email keeps: who, what subject, when and how it went. */
function expectDeliveredRecord(row: typeof emailOutbox.$inferSelect) {
  expect(row).toMatchObject({ status: 'sent', text: null, html: null });
  expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
}

const signUpAs = (t: TestApp, email: string) =>
  t.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: 'a-good-password', name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', university: 'University of Leeds', lawBackground: false },
  });

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

  const outboxRow = (to: string, subject: string) => finishedRow(t.services.db, to, subject);

  it('delivers the verification email; its link verifies the account, which can then sign in', async () => {
    const email = 'smtp-signup@example.com';
    const password = 'a-good-password';
    expect((await signUpAs(t, email)).status).toBe(200);

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

    // Sent, and recorded without its body (and so without the link that signs in).
    expectDeliveredRecord(await outboxRow(email, 'Verify your email address'));
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

    expectDeliveredRecord(await outboxRow(member.email, 'Reset your password'));
  });

  it('delivers the receipt for a completed demo checkout', async () => {
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie, 'monthly');

    const mail = await smtp.waitFor(sentTo(member.email, 'Payment received: £19.99'));
    expect(mail.text).toContain(`Hello ${member.firstName},`);
    expect(mail.text).toContain('Amount: £19.99');
    expect(linksIn(mail)).toContain(`${testOrigin}/payment-plan`);

    expectDeliveredRecord(await outboxRow(member.email, 'Payment received: £19.99'));
  });

  it('delivers a deadline reminder whose one-click unsubscribe works signed out, and no reminder follows', async () => {
    const member = await signedInMember(t);
    const now = new Date('2031-03-10T10:00:00Z');
    const track = (firm: string, days: number) =>
      t.request('/api/applications', {
        method: 'POST',
        headers: { cookie: member.cookie },
        json: { firm, opportunity: 'training-contract', closesOn: daysAfter(ukToday(now), days) },
      });
    expect((await track('Travers Smith', 7)).status).toBe(201);
    await sendDeadlineReminders(t.services, { now });

    const subject = 'Travers Smith closes in 7 days: Training contract';
    const mail = await smtp.waitFor(sentTo(member.email, subject));
    const list = mail.headers.get('list') as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
    expect(list['unsubscribe-post']).toEqual({ name: 'List-Unsubscribe=One-Click' });
    const oneClick = new URL(list.unsubscribe.url);
    expect(oneClick.origin).toBe(testOrigin);
    expect(linksIn(mail)).toContain(`${testOrigin}${oneClick.pathname.replace('/api/', '/')}`);

    // What the mail provider sends when the member presses its Unsubscribe button.
    const unsubscribed = await t.request(oneClick.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const account = await (await t.request('/api/me', { headers: { cookie: member.cookie } })).json();
    expect(account.settings).toMatchObject({ deadlineReminders: false });

    expect((await track('Slaughter and May', 1)).status).toBe(201);
    expect(await sendDeadlineReminders(t.services, { now })).toBe(0);
    // Delivered and recorded without its body or its unsubscribe address.
    const row = await outboxRow(member.email, subject);
    expectDeliveredRecord(row);
    expect(row).toMatchObject({ unsubscribeUrl: null, raw: null });
    expect(smtp.received.filter((received) => received.recipients.includes(member.email)).map((received) => received.subject)).toEqual([subject]);
  });
});

/** A loopback port nothing listens on (yet). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('mail while the SMTP server is down', () => {
  let port: number;
  let t: TestApp;
  let smtp: SmtpTestServer | undefined;
  beforeAll(async () => {
    port = await closedPort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: `Clearpath Law Coaching <${sender}>` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('signs up at once, and the verification email arrives once the server listens', async () => {
    const email = 'smtp-down@example.com';
    expect((await signUpAs(t, email)).status).toBe(200);

    // The first attempt fails and is rescheduled; the email waits in the outbox, body and all.
    const waiting = await vi.waitFor(
      async () => {
        const [row] = await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
        if (!row || row.attempts < 1) throw new Error('no failed attempt yet');
        return row;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(waiting).toMatchObject({ status: 'queued', subject: 'Verify your email address', finishedAt: null });
    expect(waiting.text).toContain('/api/auth/verify-email?token=');

    smtp = await startSmtpServer(port);
    const mail = await smtp.waitFor(sentTo(email, 'Verify your email address'), 45_000);
    const link = linksIn(mail).find((url) => url.startsWith(`${testOrigin}/api/auth/verify-email?token=`));
    const verified = await t.request(link!.slice(testOrigin.length), { redirect: 'manual' });
    expect(verified.headers.get('location')).toBe('/email-verified');
    expectDeliveredRecord(await finishedRow(t.services.db, email, 'Verify your email address'));
  }, 60_000);
});
