import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';
import { PortalClient, startPortal, stopPortal, type Portal } from './support/portal-process';

/**
 * A member's whole journey through the built server (sign-up, verification, password
 * reset, checkout, invoice, signed document links) with every log line kept; afterwards
 * the log must hold none of the secrets the journey handled.
 */

const authSecret = 'log-scan-root-secret-0123456789-abcdefghijklmnop';

describe('secrets in the logs of a full journey', () => {
  let portal: Portal;
  let dataDir: string;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-log-scan-'));
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
    if (database) dropDatabase = database.drop;
    portal = await startPortal({
      dataDir,
      databaseUrl: database?.target.kind === 'postgres' ? database.target.url : undefined,
      env: { LOG_LEVEL: 'debug', AUTH_SECRET: authSecret },
      outputLimitBytes: 50_000_000,
    });
  });
  afterAll(async () => {
    await stopPortal(portal);
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs none of the tokens, codes, cookies, ids in links or passwords it saw', async () => {
    const secrets = new Map<string, string>([['AUTH_SECRET', authSecret]]);
    const keep = (label: string, value: string | null | undefined) => {
      if (!value) throw new Error(`the journey saw no ${label}`);
      secrets.set(label, value);
      return value;
    };
    const client = new PortalClient(portal.baseUrl);
    const mailLink = async (to: string, pattern: RegExp) => {
      const { body } = await client.json<{ messages: { to: string; text: string }[] }>('/api/dev/mailbox');
      return keep(`link ${pattern}`, body.messages.find((m) => m.to === to)?.text.match(pattern)?.[0]);
    };

    // Sign-up and verification (with a target that has to be normalised on the way).
    const email = `log-scan-${Date.now()}@example.com`;
    const password = keep('password', 'log-scan-first-Pa55word');
    const signUp = await client.json('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, firstName: 'Log', lastName: 'Scan', university: 'King’s College London', callbackURL: '/x/../hub' },
    });
    expect(signUp.status).toBe(200);
    const verifyLink = await mailLink(email, /https?:\/\/\S+verify-email\S+/);
    keep('verification token', new URL(verifyLink).searchParams.get('token'));
    expect((await client.request(verifyLink)).status).toBe(302);
    const firstSession = await client.userId();
    expect(firstSession).toBeTruthy();

    // Password reset: the emailed link, the page it leads to, the new password.
    expect((await client.json('/api/auth/request-password-reset', { method: 'POST', json: { email } })).status).toBe(200);
    const resetLink = await mailLink(email, /https?:\/\/\S+\/reset-password\/\S+/);
    const resetToken = keep('reset token', new URL(resetLink).pathname.split('/').pop());
    const opened = await client.request(resetLink);
    expect(opened.status).toBe(302);
    await (await client.request(opened.headers.get('location')!)).text();
    const newPassword = keep('new password', 'log-scan-second-Pa55word');
    expect((await client.json('/api/auth/reset-password', { method: 'POST', json: { token: resetToken, newPassword } })).status).toBe(200);
    await client.signIn(email, newPassword);
    // The used reset link again with a trailing slash, and a token in a path no page answers.
    await (await client.request(`${resetLink}/`)).text();
    expect((await client.request(`/no-such-page/${resetToken}`)).status).toBe(404);

    // Checkout with the demo provider, the invoice page.
    const checkout = await client.json<{ url: string }>('/api/billing/checkout', { method: 'POST', json: { planId: 'monthly' } });
    expect(checkout.status).toBe(200);
    const checkoutId = keep('checkout session id', new URL(checkout.body.url).pathname.split('/').pop());
    expect((await client.request(checkout.body.url)).status).toBe(200);
    expect((await client.json(`/api/billing/demo/sessions/${checkoutId}/complete`, { method: 'POST' })).status).toBe(200);
    const subscription = await client.json<{ billingHistory: { invoiceUrl: string }[] }>('/api/subscription');
    const invoiceUrl = subscription.body.billingHistory[0]!.invoiceUrl;
    keep('invoice id', new URL(invoiceUrl).pathname.split('/').pop());
    expect((await client.request(invoiceUrl)).status).toBe(200);

    // Signed document links, opened.
    const collection = await client.json<{ items: { id: string }[] }>('/api/library/firm-profiles');
    for (const item of collection.body.items.slice(0, 2)) {
      const link = await client.json<{ url: string }>(`/api/library/items/${item.id}/link`, { method: 'POST' });
      expect(link.status).toBe(200);
      keep(`document link ${item.id}`, link.body.url.split('/').pop());
      const pdf = await client.request(link.body.url);
      expect(pdf.status).toBe(200);
      await pdf.arrayBuffer();
    }

    // Every cookie value the server set along the way (sessions, before and after the reset).
    for (const [i, pair] of client.cookieHeader.split('; ').entries()) {
      const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
      keep(`cookie ${i}`, value);
      keep(`cookie ${i} token`, value.split('.')[0]);
    }

    await stopPortal(portal); // flushes pino's asynchronous writes
    const log = portal.output();
    expect(log).toContain('"path":"/api/library/documents/:token"');
    expect(log).toContain('"path":"/api/auth/reset-password/:token"');
    expect(log).toContain('"path":"/billing/demo/checkout/:id"');
    for (const [label, secret] of secrets) {
      expect(log.includes(secret), `${label} (${secret.slice(0, 12)}…) is in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${label}, encoded, is in the log`).toBe(false);
    }
  });
});

describe('personal data in the logs of failures and unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a failed query as its kind, without the query, its parameters or the values it quoted', async () => {
    const member = await signedInMember(t);
    const firm = `Refused-Firm-${randomUUID()}`;
    // The database refuses this one firm name, as it would any write it cannot keep.
    await t.services.db.execute(sql.raw(`alter table applications add constraint refuse_one_firm check (firm <> '${firm}')`));
    try {
      const res = await t.request('/api/applications', { method: 'POST', headers: { cookie: member.cookie }, json: { firm, opportunity: 'training-contract' } });
      expect(res.status).toBe(500);
    } finally {
      await t.services.db.execute(sql.raw('alter table applications drop constraint refuse_one_firm'));
    }
    const log = t.logLines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('refuse_one_firm'); // the kind of failure is still there to read
    for (const [label, value] of [['the member’s id', member.id], ['the typed firm', firm], ['the member’s email', member.email]]) {
      expect(log.includes(value!), `${label} is in the log`).toBe(false);
    }
  });

  it('logs a path nothing answers, or a token-bearing link with a trailing slash, without the token', async () => {
    const member = await signedInMember(t);
    const calendarUrl = (await (await t.request('/api/applications', { headers: { cookie: member.cookie } })).json()).calendarUrl as string;
    const token = new URL(calendarUrl).pathname.split('/').pop()!.replace(/\.ics$/, '');
    const feed = new URL(calendarUrl).pathname;
    expect((await t.request(`${feed}/`)).status).toBe(200);
    for (const path of [`/api/calendar/${token}`, `/api/calendar/${token}.ics/extra`, `/api/me/export/${token}/`, `/api/${token}`, `/${token}`]) {
      expect((await t.request(path)).status, path).toBeGreaterThanOrEqual(400);
    }
    const log = t.logLines.join('');
    expect(log).toContain('"path":"/api/calendar/:feed"');
    expect(log.includes(token), 'the calendar token is in the log').toBe(false);
  });
});
