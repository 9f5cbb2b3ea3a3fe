import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('foundation HTTP behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz after checking the database', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 from /healthz when the database is unreachable', async () => {
    const original = t.services.ping;
    t.services.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await t.request('/healthz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'error' });
    } finally {
      t.services.ping = original;
    }
  });

  it('answers unknown API paths with the contract error shape', async () => {
    const res = await t.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API route' } });
  });

  it('sets security headers on every response: a nonce for pages, no inline scripts for the API', async () => {
    for (const [pathname, scripts] of [
      ['/healthz', /script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/],
      ['/api/nothing', /script-src 'self';/],
    ] as const) {
      const res = await t.request(pathname);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(scripts);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives each request an id and keeps a well-formed incoming one', async () => {
    const fresh = await t.request('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request('/healthz', { headers: { 'x-request-id': 'proxy-id-12345' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-id-12345');
    const replaced = await t.request('/healthz', { headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('bad');
  });

  it('logs each request with its id and path but never its query string', async () => {
    await t.request('/api/dev/mailbox?token=super-secret-token');
    const line = t.logLines.map((l) => JSON.parse(l)).find((l) => l.path === '/api/dev/mailbox');
    expect(line).toMatchObject({ method: 'GET', status: 200, msg: 'request' });
    expect(line.requestId).toBeTruthy();
    expect(t.logLines.join('\n')).not.toContain('super-secret-token');
  });

  it('refuses state-changing API requests from another origin', async () => {
    const res = await t.request('/api/anything', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
  });

  it('refuses a page form posted from another origin, in words a person reads', async () => {
    const res = await t.request('/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Eve&email=eve%40example.com',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('Cross-origin request refused');
  });

  it('serves the demo mailbox in demo mode', async () => {
    await t.services.mailer.queue({ to: 'member@example.com', subject: 'Hello', text: 'Body' });
    const res = await t.request('/api/dev/mailbox');
    const { messages } = await res.json();
    expect(messages[0]).toMatchObject({ to: 'member@example.com', subject: 'Hello', text: 'Body' });
  });
});

describe('request bodies', () => {
  it('refuses a JSON body over 1 MiB with 413 and the error shape', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/enquiries', {
        method: 'POST',
        json: { name: 'Big', email: 'big@example.com', message: 'x'.repeat(1024 * 1024 + 10) },
      });
      expect(res.status).toBe(413);
      expect((await res.json()).error.code).toBe('too_large');
    } finally {
      await t.close();
    }
  });

  it('caps a form posted to a page as it caps JSON', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `message=${'x'.repeat(1024 * 1024 + 10)}`,
      });
      expect(res.status).toBe(413);
    } finally {
      await t.close();
    }
  });
});

describe('API description', () => {
  it('describes every route in the table, with who may call it', async () => {
    const { apiRouteTable } = await import('@server/api');
    const t = await createTestApp();
    try {
      const doc = await (await t.request('/api/openapi.json')).json();
      expect(doc.openapi).toBe('3.1.0');
      for (const route of apiRouteTable(t.services)) {
        const path = `/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
        const operation = doc.paths[path]?.[route.method.toLowerCase()];
        expect(operation, `${route.method} ${path}`).toBeDefined();
        expect(operation['x-access']).toBe(route.access);
      }
      const html = await (await t.request('/api/docs')).text();
      expect(html).toContain('/api/library/items/:id/link');
    } finally {
      await t.close();
    }
  });
});

describe('compression', () => {
  it('gzips sizeable text responses for clients that accept it', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).openapi).toBe('3.1.0');
      const plain = await t.request('/api/openapi.json');
      expect(plain.headers.get('content-encoding')).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('sends a small JSON answer as it is, though the client takes gzip: the stream would cost more than it saves', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/healthz', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
