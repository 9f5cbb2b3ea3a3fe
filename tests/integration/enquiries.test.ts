import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, emailOutbox, rateLimits } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const valid = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  phone: '07700 900123',
  service: 'application-coaching',
  background: 'law-student',
  message: 'I would like help with my vacation scheme applications.',
};

/** Each test speaks from its own address so rate limits never leak between tests. */
let ipCounter = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` });

describe('POST /api/enquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', COACH_EMAIL: 'coaches@example.com' });
  });
  afterAll(() => t.close());

  it('stores the enquiry, emails the coaches and acknowledges the sender', async () => {
    const res = await t.request('/api/enquiries', { method: 'POST', json: valid, headers: fromNewIp() });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [stored] = await t.services.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored).toMatchObject({ ...valid, status: 'new' });

    const coachMail = await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'coaches@example.com'));
    expect(coachMail).toHaveLength(1);
    expect(coachMail[0]!.subject).toBe('New enquiry from Priya Shah');
    expect(coachMail[0]!.text).toContain('Application coaching');
    const ack = await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'priya@example.com'));
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain('within 24 hours');
  });

  it('needs only a name and an email', async () => {
    const res = await t.request('/api/enquiries', {
      method: 'POST',
      json: { name: 'Sam', email: 'sam@example.com' },
      headers: fromNewIp(),
    });
    expect(res.status).toBe(201);
  });

  it('answers 400 with field errors when the email is missing or invalid', async () => {
    const missing = await t.request('/api/enquiries', { method: 'POST', json: { name: 'Sam' }, headers: fromNewIp() });
    expect(missing.status).toBe(400);
    const body = await missing.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.email).toBeTruthy();

    const invalid = await t.request('/api/enquiries', {
      method: 'POST',
      json: { name: 'Sam', email: 'not-an-email', service: 'astrology' },
      headers: fromNewIp(),
    });
    const fields = (await invalid.json()).error.fields;
    expect(fields.email).toBe('Please enter a valid email address');
    expect(fields.service).toBe('Please choose a service from the list');
  });

  it('rejects malformed JSON, unknown fields and oversize text without storing anything', async () => {
    const before = (await t.services.db.select().from(enquiries)).length;
    const cases: RequestInit[] = [
      { body: '{"name": "Sam", ', headers: { 'content-type': 'application/json' } },
      { body: JSON.stringify({ ...valid, isAdmin: true }), headers: { 'content-type': 'application/json' } },
      { body: JSON.stringify({ ...valid, message: 'x'.repeat(5001) }), headers: { 'content-type': 'application/json' } },
      { body: JSON.stringify({ ...valid, name: '   ' }), headers: { 'content-type': 'application/json' } },
    ];
    for (const init of cases) {
      const res = await t.request('/api/enquiries', { method: 'POST', ...init, headers: { ...init.headers, ...fromNewIp() } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
    expect(await t.services.db.select().from(enquiries)).toHaveLength(before);
  });

  it('accepts but discards a filled honeypot', async () => {
    const before = (await t.services.db.select().from(enquiries)).length;
    const res = await t.request('/api/enquiries', {
      method: 'POST',
      json: { ...valid, email: 'bot@example.com', website: 'http://spam.example' },
      headers: fromNewIp(),
    });
    expect(res.status).toBe(201);
    expect(await t.services.db.select().from(enquiries)).toHaveLength(before);
    expect(await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'bot@example.com'))).toHaveLength(0);
  });

  it('answers 429 to the sixth enquiry within the hour from one address', async () => {
    const headers = fromNewIp();
    for (let i = 0; i < 5; i++) {
      const res = await t.request('/api/enquiries', { method: 'POST', json: valid, headers });
      expect(res.status).toBe(201);
    }
    const sixth = await t.request('/api/enquiries', { method: 'POST', json: valid, headers });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error.code).toBe('rate_limited');
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3500);

    // Another address is unaffected, and the window resets once it has passed.
    expect((await t.request('/api/enquiries', { method: 'POST', json: valid, headers: fromNewIp() })).status).toBe(201);
    await t.services.db.update(rateLimits).set({ windowStart: new Date(Date.now() - 3601_000) }).where(eq(rateLimits.key, `enquiry:${headers['x-forwarded-for']}`));
    expect((await t.request('/api/enquiries', { method: 'POST', json: valid, headers })).status).toBe(201);
  });
});
