import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import { accountDeletedEmail, existingAccountEmail, passwordResetEmail, signInPausedEmail, verificationEmail } from '@server/features/auth/auth-emails';
import { acknowledgementsPerAddress } from '@server/features/enquiries/create-enquiry';
import { createSmtpMailer } from '@server/db/mailer';
import { createTestApp, type TestApp } from '../support/test-app';

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
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const person = { email: 'kept@example.com', name: 'Kept Person' };
  const secretLink = 'http://localhost:3000/api/auth/verify-email?token=eyJsecret.token.value&callbackURL=/';
  const credentialEmails = [
    verificationEmail(person, secretLink),
    passwordResetEmail(person, secretLink.replace('verify-email', 'reset-password/secret-reset-token')),
  ];

  it('records sign-in, verification and reset emails without their links, sent or failed', async () => {
    // Nothing listens on port 9: every send fails, which is still recorded.
    const mailer = createSmtpMailer(t.services.db, t.services.logger, 'smtp://127.0.0.1:9', 'Portal <no-reply@example.com>');
    for (const email of credentialEmails) await expect(mailer.send(email)).rejects.toThrow();
    const rows = await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email));
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    for (const row of rows) {
      expect(`${row.text}${row.html}`).not.toMatch(/token|https?:\/\//);
      expect(row.text).toContain('[link removed]');
    }
  });

  it('keeps no copy at all of the goodbye to an erased member', async () => {
    const mailer = createSmtpMailer(t.services.db, t.services.logger, 'smtp://127.0.0.1:9', 'Portal <no-reply@example.com>');
    const goodbye = accountDeletedEmail({ email: 'gone@example.com', name: 'Gone Person' });
    await expect(mailer.send(goodbye)).rejects.toThrow();
    expect(await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'gone@example.com'))).toEqual([]);
  });

  it('marks every account email that carries a secret link, and only those', () => {
    expect(credentialEmails.map((email) => email.retention)).toEqual(['without-links', 'without-links']);
    // These link to public pages only, so they are kept whole.
    for (const email of [existingAccountEmail(person, 'http://localhost:3000/forgot-password'), signInPausedEmail(person, 15, 'http://localhost:3000/forgot-password')]) {
      expect(email.retention ?? 'all').toBe('all');
      expect(email.text).not.toMatch(/token=|reset-password\//);
    }
  });
});
