import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '@server/app';
import { createPageCache, type PageCache } from '@server/http/page-cache';
import type { PageContext } from '@server/features/kit/context';
import { cacheablePageHeader } from '@server/http/cacheable-page';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';

const inlineScripts = ['window.__context = {"page":1};', 'import "/assets/entry.js";'];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let pageCache: PageCache;
  const renders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // A stand-in for React Router: inline scripts carry the nonce, as <Scripts> does.
    const renderPage = async (request: Request, context: PageContext) => {
      const { pathname } = new URL(request.url);
      renders.push(pathname);
      const scripts = inlineScripts.map((body) => `<script nonce="${context.cspNonce}">${body}</script>`).join('');
      const html = `<!DOCTYPE html><html><head>${scripts}</head><body>${pathname} ${request.headers.get('cookie') ?? ''} ${'x'.repeat(2000)}</body></html>`;
      const status = pathname === '/missing' ? 404 : 200;
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
      // As app/entry.server.tsx does: only a 200 of a route that allows it is marked.
      if (pathname === '/mine') headers.set(cacheablePageHeader, 'member');
      else if (pathname !== '/uncached' && status === 200) headers.set(cacheablePageHeader, 'shared');
      if (pathname === '/sets-cookie') headers.set('Set-Cookie', 'seen=1');
      return new Response(html, { status, headers });
    };
    pageCache = createPageCache(t.services);
    app = createApp({ services: t.services, renderPage, pageCache });
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(new URL(path, testOrigin), { headers });
  const rendersOf = (path: string) => renders.filter((p) => p === path).length;

  it('renders a shared page once and gives every visitor that copy, with script hashes instead of a nonce', async () => {
    const first = await get('/shared');
    const second = await get('/shared');
    expect(rendersOf('/shared')).toBe(1);
    const html = await second.text();
    expect(await first.text()).toBe(html);
    expect(html).not.toContain('nonce=');
    const csp = second.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${inlineScripts.map(sha256).join(' ')};`);
    expect(csp).not.toContain('nonce-');
    expect(second.headers.get(cacheablePageHeader)).toBeNull();
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(t.logLines.some((line) => line.includes('"path":"/shared"') && line.includes('"cache":"hit"'))).toBe(true);
  });

  it('answers in brotli or gzip as the client accepts, and 304 to a matching ETag', async () => {
    const plain = await (await get('/shared')).text();
    const br = await get('/shared', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const refusedBrotli = await get('/shared', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusedBrotli.headers.get('content-encoding')).toBe('gzip');
    const gz = await get('/shared', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const etag = br.headers.get('etag')!;
    const notModified = await get('/shared', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toContain('sha256-');
  });

  it('keeps one copy per theme for visitors, and one per session for a member', async () => {
    expect(await (await get('/themed', { cookie: 'theme=dark' })).text()).toContain('theme=dark');
    expect(await (await get('/themed', { cookie: 'theme=light' })).text()).toContain('theme=light');
    await get('/themed', { cookie: 'theme=dark' });
    expect(rendersOf('/themed')).toBe(2);

    const member = await get('/themed', { cookie: 'better-auth.session_token=abc' });
    const again = await get('/themed', { cookie: 'better-auth.session_token=abc' });
    const someoneElse = await get('/themed', { cookie: 'better-auth.session_token=xyz' });
    expect(rendersOf('/themed')).toBe(4);
    expect(await again.text()).toContain('session_token=abc');
    expect(await someoneElse.text()).toContain('session_token=xyz');
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.headers.get('content-security-policy')).toContain('sha256-');
    expect(again.headers.get(cacheablePageHeader)).toBeNull();
  });

  it("drops members' copies at any write, and never keeps a visitor's copy of a member page past one", async () => {
    const session = { cookie: 'better-auth.session_token=abc' };
    await get('/mine', session);
    await get('/mine', session);
    await get('/mine');
    await get('/mine');
    expect(rendersOf('/mine')).toBe(2);

    // A write anywhere (here an API call that fails) ends every member copy made before it.
    await app.request(new URL('/api/contact', testOrigin), { method: 'POST', headers: { origin: testOrigin } });
    await get('/mine', session);
    await get('/mine');
    expect(rendersOf('/mine')).toBe(4);
    // Shared copies for visitors stay: they do not depend on data.
    const sharedBefore = rendersOf('/shared');
    await get('/shared');
    expect(rendersOf('/shared')).toBe(sharedBefore);
  });

  it('renders per request what is not shared: other pages, errors, query strings, responses that set cookies', async () => {
    for (const path of ['/uncached', '/missing', '/shared?utm=1', '/sets-cookie']) {
      const before = renders.length;
      const first = await get(path);
      const second = await get(path, { 'accept-encoding': 'gzip' });
      expect(renders.length - before, path).toBe(2);
      for (const res of [first, second]) {
        // A page that sets a cookie is still a shared page's render: hashes, not its nonce.
        if (path !== '/sets-cookie') expect(res.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
        expect(res.headers.get(cacheablePageHeader)).toBeNull();
      }
      expect(second.headers.get('content-encoding')).toBe('gzip');
      expect(first.headers.get('set-cookie')).toBe(path === '/sets-cookie' ? 'seen=1' : null);
    }
  });

  it('leaves files alone, so they are compressed from the first request', async () => {
    const before = renders.length;
    const res = await get('/assets/entry.js', { cookie: 'theme=dark', 'accept-encoding': 'gzip' });
    expect(renders.length - before).toBe(1); // no static files in this app: the page handler answers
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('leaves the API alone', async () => {
    const res = await get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).not.toBe('no-cache');
  });

  it('answers kept pages at the Node server, before Hono, exactly as the app would', async () => {
    const listener = getRequestListener(app.fetch);
    let fromMemory = 0;
    const server = createServer((req, res) => {
      if (pageCache.answerFromMemory(req, res)) fromMemory += 1;
      else void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const viaApp = await get('/node-level', { 'accept-encoding': 'br' });
      const body = Buffer.from(await viaApp.arrayBuffer());
      const hit = await fetch(`${base}/node-level`, { headers: { 'accept-encoding': 'br' } });
      expect(fromMemory).toBe(1);
      expect(rendersOf('/node-level')).toBe(1);
      expect(hit.headers.get('content-security-policy')).toBe(viaApp.headers.get('content-security-policy'));
      expect(hit.headers.get('x-frame-options')).toBe('DENY');
      expect(hit.headers.get('content-length')).toBe(String(body.length));
      expect(await hit.text()).toBe(brotliDecompressSync(body).toString()); // fetch decodes brotli
      const notModified = await fetch(`${base}/node-level`, { headers: { 'if-none-match': hit.headers.get('etag')! } });
      expect(notModified.status).toBe(304);
      // Query strings, other cookies and other methods are the app's.
      await fetch(`${base}/node-level?x=1`);
      await fetch(`${base}/node-level`, { headers: { cookie: 'other=1' } });
      expect(fromMemory).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
