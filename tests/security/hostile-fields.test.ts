import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiRouteTable } from '@server/api';
import type { ApiRoute } from '@server/features/kit/route-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInCallers } from '../support/factories';
import { expectRefusalsChangeNothing, jobsSettled } from './support/database-digest';
import { isJsonWrite } from './support/json-writes';
import { hostileJsonOnly, hostileText, leafPaths, validSamples, withLeaf } from './support/hostile-values';

type Case = { label: string; body?: string; contentType?: string };
type Answer = { status: number; fields?: Record<string, string> };

const isUnrecognizedKey = (message: string) => /^Unrecognized key/.test(message);

/** Bodies that are not JSON, or not labelled as JSON: the route must refuse them as such. */
const contentTypeCases: Case[] = [
  { label: 'no body, no content type' },
  { label: 'JSON without a content type', body: '{"a":1}' },
  { label: 'JSON labelled text/plain', body: '{"a":1}', contentType: 'text/plain' },
  { label: 'a urlencoded form', body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
  { label: 'a malformed multipart body', body: '--x\r\ngarbage', contentType: 'multipart/form-data; boundary=x' },
  { label: 'an empty JSON body', body: '', contentType: 'application/json' },
  { label: 'JSON with a NUL outside a string', body: '{"a":\u0000}', contentType: 'application/json' },
];

/**
 * Every field of every JSON operation in the route table, attacked one at a time: the body
 * is otherwise valid (the route's own fields, found by asking it which of the known fields
 * it does not take), and that one field gets each value of the generated hostile corpus.
 * No answer may be a 5xx, and a refusal changes nothing.
 */
describe('a generated hostile corpus on every field of every API operation', () => {
  let t: TestApp;
  let cookies: Awaited<ReturnType<typeof signedInCallers>>;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    cookies = await signedInCallers(t);
  });
  afterAll(() => t.close());

  const send = async (route: ApiRoute, path: string, { body, contentType }: Case): Promise<Answer> => {
    const res = await t.request(path, {
      method: route.method,
      body,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        // A fresh address each time, so rate limits do not hide the validation answer.
        'x-forwarded-for': `203.0.113.${++counter % 250}`,
        ...(cookies[route.access] ? { cookie: cookies[route.access]! } : {}),
      },
    });
    const text = await res.text();
    const where = `${route.method} ${route.path}: ${res.status} ${text.slice(0, 200)}`;
    expect(res.status, where).toBeLessThan(500);
    let fields: Record<string, string> | undefined;
    try {
      fields = (JSON.parse(text) as { error?: { fields?: Record<string, string> } }).error?.fields;
    } catch {
      fields = undefined;
    }
    return { status: res.status, fields };
  };

  /** The known fields this route reads: every sample, less those it names as unrecognised. */
  async function ownFields(route: ApiRoute, path: string) {
    let body = validSamples();
    let everRefusedAKey = false;
    for (let round = 0; round < 4; round++) {
      const { fields = {} } = await send(route, path, { label: 'discovery', body: JSON.stringify(body), contentType: 'application/json' });
      await jobsSettled(t);
      const unknown = Object.entries(fields).filter(([, message]) => isUnrecognizedKey(message)).flatMap(([keys]) => keys.split(','));
      if (unknown.length === 0) break;
      everRefusedAKey = true;
      body = Object.fromEntries(Object.entries(body).filter(([key]) => !unknown.includes(key)));
    }
    if (everRefusedAKey) return body;
    // A route that takes any keys: the fields it asks for when given none.
    const { fields = {} } = await send(route, path, { label: 'discovery {}', body: '{}', contentType: 'application/json' });
    await jobsSettled(t);
    const samples = validSamples();
    return Object.fromEntries(Object.keys(fields).filter((key) => key in samples).map((key) => [key, samples[key]]));
  }

  const attack = (route: ApiRoute, path: string, cases: Case[]) =>
    expectRefusalsChangeNothing(t, `${route.method} ${route.path}`, cases, (c) => send(route, path, c));

  it('answers no 5xx and changes nothing when it refuses', async () => {
    const routes = apiRouteTable(t.services).filter(isJsonWrite).filter((route) => route.path !== '/me' || route.method !== 'DELETE');
    let sent = 0;
    let fieldsAttacked = 0;
    for (const route of routes) {
      const path = `/api${route.path.replace(/:[a-zA-Z]+/g, () => randomUUID())}`;
      sent += await attack(route, path, contentTypeCases);
      const base = await ownFields(route, path);
      for (const leaf of leafPaths(base)) {
        if (leaf.length === 0) continue;
        fieldsAttacked++;
        const cases = [...hostileText, ...hostileJsonOnly].map((value) => ({
          label: `${leaf.join('.')}=${JSON.stringify(value)?.slice(0, 24)}`,
          body: JSON.stringify(withLeaf(base, leaf, value)),
          contentType: 'application/json',
        }));
        sent += await attack(route, path, cases);
      }
    }
    console.log(`hostile-fields: ${sent} requests over ${fieldsAttacked} fields of ${routes.length} JSON operations, no server errors`);
    expect(fieldsAttacked).toBeGreaterThan(60);
  }, 900_000);
});
