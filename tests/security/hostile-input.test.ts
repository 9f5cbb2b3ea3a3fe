import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteTable } from '@server/api';
import type { ApiRoute } from '@server/features/kit/route-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInCallers, signedInMember } from '../support/factories';
import { expectRefusalsChangeNothing } from './support/database-digest';
import { isJsonWrite } from './support/json-writes';

const hostileStrings = [
  '',
  ' ',
  'x'.repeat(100_000),
  "' OR 1=1; DROP TABLE \"user\"; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000null\u0000byte',
  '𝕳𝖊𝖑𝖑𝖔 👩‍⚖️ عربى 漢字 \u202eRTL',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '%00%0d%0aSet-Cookie: x=1',
];
const hostileValues: unknown[] = [...hostileStrings, null, 0, -1, 1e308, true, [], [1, 2], {}, { $ne: null }];
const commonFields = ['email', 'password', 'name', 'firstName', 'lastName', 'university', 'lawBackground', 'planId', 'status', 'title', 'description', 'itemIds', 'completed', 'action', 'theme', 'emailNotifications', 'message', 'service', 'uploadIds', 'token', 'newPassword', 'internalNote'];

/** Bodies no route should accept as valid, plus valid-looking shapes with hostile values. */
function hostileBodies(): { label: string; body: string }[] {
  const raw = ['{', '{"a":', 'null', '[]', '"text"', '123', 'true', '{"a":1}}', '\u0000', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}'];
  const bodies = raw.map((body) => ({ label: `raw ${JSON.stringify(body).slice(0, 30)}`, body }));
  bodies.push({ label: 'empty object', body: '{}' });
  bodies.push({ label: 'unknown field', body: JSON.stringify({ role: 'admin', isAdmin: true }) });
  // Every common field at once with each hostile value, then each field alone with each hostile string.
  for (const value of hostileValues) {
    bodies.push({ label: `all fields=${JSON.stringify(value)?.slice(0, 20)}`, body: JSON.stringify(Object.fromEntries(commonFields.map((f) => [f, value]))) });
  }
  for (const field of commonFields) {
    for (const value of hostileStrings.slice(2, 7)) {
      bodies.push({ label: `${field}=${JSON.stringify(value).slice(0, 20)}`, body: JSON.stringify({ [field]: value }) });
    }
  }
  return bodies;
}

describe('hostile input on every JSON route', () => {
  let t: TestApp;
  let cookies: Record<ApiRoute['access'], string | undefined>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    cookies = await signedInCallers(t);
  });
  afterAll(() => t.close());

  it('answers every hostile body with a 4xx in the error shape, never a 5xx, and changes nothing when it refuses', async () => {
    const routes = apiRouteTable(t.services).filter(isJsonWrite).filter((route) => route.path !== '/me' || route.method !== 'DELETE');
    const bodies = hostileBodies();
    let sent = 0;
    let refused = 0;
    let counter = 0;
    for (const route of routes) {
      const path = `/api${route.path.replace(/:[a-zA-Z]+/g, () => randomUUID())}`;
      const send = async ({ label, body }: { label: string; body: string }) => {
        const res = await t.request(path, {
          method: route.method,
          body,
          headers: {
            'content-type': 'application/json',
            // A fresh address each time, so rate limits do not hide the validation answer.
            'x-forwarded-for': `198.51.100.${++counter % 250}`,
            ...(cookies[route.access] ? { cookie: cookies[route.access]! } : {}),
          },
        });
        const where = `${route.method} ${route.path} with ${label}: ${res.status}`;
        expect(res.status, where).toBeLessThan(500);
        if (res.status >= 400) {
          refused++;
          const error = (await res.json()).error;
          expect(typeof error?.code, where).toBe('string');
          expect(typeof error?.message, where).toBe('string');
          expect(JSON.stringify(error), where).not.toMatch(/at .+\.(ts|js):\d+/);
        }
        return { status: res.status };
      };
      sent += await expectRefusalsChangeNothing(t, `${route.method} ${route.path}`, bodies, send);
    }
    console.log(`hostile-input: ${sent} requests over ${routes.length} JSON routes, ${refused} refused with 4xx, 0 server errors`);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('stores a hostile name as plain text, exactly as typed', async () => {
    const { cookie } = await signedInMember(t);
    const name = '<img src=x onerror=alert(1)>';
    const res = await t.request('/api/me/profile', { method: 'PATCH', headers: { cookie }, json: { firstName: name } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.firstName).toBe(name);
  });
});
