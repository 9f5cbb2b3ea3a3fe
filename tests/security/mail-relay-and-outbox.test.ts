import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import { accountDeletedEmail, existingAccountEmail, passwordResetEmail, signInPausedEmail, verificationEmail } from '@server/features/auth/auth-emails';
import { acknowledgementsPerAddress } from '@server/features/enquiries/create-enquiry';
import { createTestApp, type TestApp } from '../support/test-app';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp-server';

let ipCounter = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `192.0.2.${++ipCounter}` });

describe('the contact form cannot relay mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', COACH_EMAIL: 'coaches@example.com' });
  });
  afterAll(() => t.close());

  const enquire = (fields: Record<string, string>) =>
    t.request('/api/enquiries', { method: 'POST', headers: fromNewAddress(), json: fields });
  const mailTo = (to: string) => t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('acknowledges with fixed text: nothing the sender typed reaches the address they gave', async () => {
    const planted = {
      name: 'Claim your prize at https://evil.example/win',
      email: 'stranger@example.com',
      phone: '+44 7700 900999 call now',
      message: 'Your bank account is locked, visit https://evil.example/login',
    };
    expect((await enquire(planted)).status).toBe(201);
    const [ack] = await mailTo('stranger@example.com');
    for (const typed of [planted.name, planted.phone, planted.message, 'evil.example', 'prize', 'locked']) {
      expect(`${ack!.subject}\n${ack!.text}\n${ack!.html}`).not.toContain(typed);
    }
    // The coaches still get the whole enquiry.
    const [toCoaches] = await mailTo('coaches@example.com');
    expect(toCoaches!.text).toContain(planted.message);
  });

  it('acknowledges one address a bounded number of times a day, from however many clients', async () => {
    const target = 'Victim@Example.com';
    for (let i = 0; i < acknowledgementsPerAddress.limit + 3; i++) {
      expect((await enquire({ name: `Sender ${i}`, email: i % 2 ? target : target.toLowerCase() })).status).toBe(201);
    }
    expect(await mailTo('victim@example.com')).toHaveLength(acknowledgementsPerAddress.limit);
    expect(acknowledgementsPerAddress.windowSeconds).toBeGreaterThanOrEqual(3600);
  });
});

describe('the production outbox keeps no credentials', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const person = { email: 'kept@example.com', name: 'Kept Person' };
  const secretLink = 'http://localhost:3000/api/auth/verify-email?token=eyJsecret.token.value&callbackURL=/';
  const rowsTo = (to: string) => t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('drops every email body, sign-in, verification and reset links included, once it is delivered', async () => {
    const emails = [
      verificationEmail(person, secretLink),
      passwordResetEmail(person, secretLink.replace('verify-email', 'reset-password/secret-reset-token')),
      signInPausedEmail(person, 15, 'http://localhost:3000/forgot-password'),
    ];
    for (const email of emails) await t.services.mailer.queue(email);
    await vi.waitFor(async () => expect((await rowsTo(person.email)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']), {
      timeout: 15_000,
      interval: 50,
    });
    for (const row of await rowsTo(person.email)) {
      expect(row).toMatchObject({ text: null, html: null });
      expect(row.finishedAt).toBeInstanceOf(Date);
    }
    expect(smtp.received.filter((mail) => mail.recipients.includes(person.email))).toHaveLength(3);
  });

  it('keeps no record at all of the goodbye to an erased member once it is delivered', async () => {
    await t.services.mailer.queue(accountDeletedEmail({ email: 'gone@example.com', name: 'Gone Person' }));
    await smtp.waitFor((mail) => mail.recipients.includes('gone@example.com'));
    await vi.waitFor(async () => expect(await rowsTo('gone@example.com')).toEqual([]), { timeout: 15_000, interval: 50 });
  });

  it('marks only the goodbye to leave no record', () => {
    expect(accountDeletedEmail(person).leavesNoRecord).toBe(true);
    for (const email of [verificationEmail(person, secretLink), existingAccountEmail(person, 'http://localhost:3000/forgot-password')]) {
      expect(email.leavesNoRecord).toBeUndefined();
    }
  });
});
