import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMethods, type ApiRoute } from '@server/features/kit/route-table';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInCallers } from '../support/factories';
import { fetchApiDescription } from '../support/api-description';

/*
 * Requests made from the API description alone, as an outside client would: for every write
 * and every kind of caller, bodies derived from the operation's request schema (valid,
 * boundary, wrong types, missing and extra fields, hostile strings, huge numbers). None may
 * be a server error, and each answer must be one the description documents (test-app.ts).
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  example?: string;
};
type Operation = { operationId: string; 'x-access': (typeof roles)[number]; requestBody?: { content: Record<string, { schema: Schema }> }; parameters?: { in: string; name: string; example?: string }[] };

const hostileStrings = ['', '<script>alert(1)</script>', '\u0000', '𝕳 👩‍⚖️ \u202e', 'x'.repeat(20_000)];
const hugeNumbers = [1e308, Number.MAX_SAFE_INTEGER + 2, -1];
const wrongTypes: unknown[] = [null, 17, true, 'text', [], {}, [null]];
/** Per field, the wrong types that are not already among the hostile strings and numbers. */
const fieldWrongTypes: unknown[] = [null, true, [], {}];

/** A value the schema accepts, as far as its keywords say (patterns aside: those are found by the boundary values). */
function validValue(schema: Schema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return validValue(branch.find((option) => option.type !== 'null') ?? branch[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).filter(() => depth < 4).map(([name, field]) => [name, validValue(field, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => validValue(schema.items ?? {}, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'date') return '2027-01-15';
      if (schema.format === 'date-time') return '2027-01-15T09:00:00Z';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 8));
    default:
      return 'value';
  }
}

/** Bodies from one request schema: the valid one, then each field broken in each way. */
function bodiesFor(schema: Schema | undefined): { label: string; body: string }[] {
  const base = schema ? validValue(schema) : {};
  const bodies = [
    { label: 'valid', body: JSON.stringify(base) },
    { label: 'malformed', body: '{"a":' },
    { label: 'empty', body: '' },
    ...wrongTypes.map((value) => ({ label: `body ${JSON.stringify(value)}`, body: JSON.stringify(value) })),
    { label: 'prototype', body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}' },
  ];
  if (!base || typeof base !== 'object' || Array.isArray(base)) return bodies;
  const with_ = (field: string, value: unknown) => JSON.stringify({ ...base, [field]: value });
  bodies.push({ label: 'extra field', body: JSON.stringify({ ...base, role: 'admin', isAdmin: true }) });
  for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {})) {
    const { [field]: _missing, ...without } = base as Record<string, unknown>;
    bodies.push({ label: `without ${field}`, body: JSON.stringify(without) });
    for (const value of fieldWrongTypes) bodies.push({ label: `${field}=${JSON.stringify(value)}`, body: with_(field, value) });
    for (const value of hostileStrings) bodies.push({ label: `${field}=${JSON.stringify(value).slice(0, 24)}`, body: with_(field, value) });
    for (const value of hugeNumbers) bodies.push({ label: `${field}=${value}`, body: with_(field, value) });
    if (fieldSchema.maxLength !== undefined) {
      bodies.push({ label: `${field} at its longest`, body: with_(field, 'a'.repeat(fieldSchema.maxLength)) });
      bodies.push({ label: `${field} one too long`, body: with_(field, 'a'.repeat(fieldSchema.maxLength + 1)) });
    }
    if (fieldSchema.maximum !== undefined) bodies.push({ label: `${field} above its maximum`, body: with_(field, fieldSchema.maximum + 1) });
    if (fieldSchema.minimum !== undefined) bodies.push({ label: `${field} below its minimum`, body: with_(field, fieldSchema.minimum - 1) });
    if (fieldSchema.maxItems !== undefined) bodies.push({ label: `${field} too many`, body: with_(field, Array.from({ length: fieldSchema.maxItems + 1 }, () => validValue(fieldSchema.items ?? {}))) });
  }
  return bodies;
}

const roles = ['anyone', 'member', 'subscriber', 'coach'] as const;
/** Who passes each access level's guard; the others are refused before the body is read, so a few bodies show it. */
const passes: Record<(typeof roles)[number], readonly string[]> = { anyone: roles, member: ['member', 'subscriber', 'coach'], subscriber: ['subscriber'], coach: ['coach'] };

// Writes that end the caller's own session or account would leave the rest of the pass signed out.
const leavesCallerSignedOut = new Set(['signOut', 'deactivateAccount', 'changePassword']);

describe('requests made from the API description', () => {
  let t: TestApp;
  let cookies: Record<(typeof roles)[number], string | undefined>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    cookies = await signedInCallers(t);
  });
  afterAll(() => t.close());

  it('never answer a write with a server error or an undocumented answer, for any caller', { timeout: 900_000 }, async () => {
    const description = (await fetchApiDescription(t)) as { paths: Record<string, Record<string, Operation>> };
    const writes = Object.entries(description.paths).flatMap(([template, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => !readMethods.has(method.toUpperCase() as ApiRoute['method']) && !leavesCallerSignedOut.has(operation.operationId))
        .map(([method, operation]) => ({ template, method: method.toUpperCase(), operation })),
    );
    const failures: string[] = [];
    let sent = 0;
    let counter = 0;
    const started = Date.now();
    for (const { template, method, operation } of writes) {
      const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => operation.parameters?.find((p) => p.name === name)?.example ?? randomUUID());
      const bodies = bodiesFor(operation.requestBody?.content['application/json']?.schema);
      for (const role of roles) {
        for (const { label, body } of passes[operation['x-access']].includes(role) ? bodies : bodies.slice(0, 4)) {
          const where = `${operation.operationId} as ${role} with ${label}`;
          sent++;
          try {
            const response = await t.request(path, {
              method,
              body,
              headers: {
                'content-type': 'application/json',
                // A fresh address each time, so per-address limits do not stand in for the answer.
                'x-forwarded-for': `198.51.100.${++counter % 250}`,
                ...(cookies[role] ? { cookie: cookies[role] } : {}),
              },
            });
            if (response.status >= 500) failures.push(`${where}: ${response.status}`);
          } catch (error) {
            failures.push(`${where}: ${(error as Error).message}`);
          }
        }
      }
    }
    console.log(`description fuzz: ${sent} requests over ${writes.length} writes × ${roles.length} callers in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures.slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  });
});
