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
import { cacheTags } from '@server/platform/cache/tags';
import { sessionCookieValue } from '@server/features/auth/viewer';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { signIn, signedInMember } from '../support/factories';

const inlineScripts = ['window.__context = {"page":1};', 'import "/assets/entry.js";'];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  let pageCache: PageCache;
  const renders: string[] = [];
  /** Runs in the middle of the next render of that path, as a write landing meanwhile would. */
  const duringRender = new Map<string, () => void>();

  beforeAll(async () => {
    t = await createTestApp();
    // A stand-in for React Router: inline scripts carry the nonce, as <Scripts> does.
    const renderPage = async (request: Request, context: PageContext) => {
      const { pathname } = new URL(request.url);
      renders.push(pathname);
      duringRender.get(pathname)?.();
      duringRender.delete(pathname);
      const scripts = inlineScripts.map((body) => `<script nonce="${context.cspNonce}">${body}</script>`).join('');
      const html = `<!DOCTYPE html><html><head>${scripts}</head><body>${pathname} ${request.headers.get('cookie') ?? ''} ${'x'.repeat(2000)}</body></html>`;
      const status = pathname === '/missing' ? 404 : 200;
      const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
      // As app/entry.server.tsx does: only a 200 of a route that allows it is marked.
      if (pathname === '/mine' || pathname === '/hub') headers.set(cacheablePageHeader, 'member');
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
  const send = (method: string, path: string, cookie: string, json?: unknown) =>
    app.request(new URL(path, testOrigin), {
      method,
      headers: { origin: testOrigin, cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
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

  it("drops the copies a publication names, not every member's, and keeps no copy rendered across one", async () => {
    const session = { cookie: 'better-auth.session_token=abc.signature' };
    await get('/mine', session);
    await get('/mine', session);
    await get('/mine');
    await get('/mine');
    expect(rendersOf('/mine')).toBe(2);

    // A request that writes nothing (here an API call that fails) drops nothing any more.
    await app.request(new URL('/api/contact', testOrigin), { method: 'POST', headers: { origin: testOrigin } });
    await get('/mine', session);
    expect(rendersOf('/mine')).toBe(2);

    // The session ends: its copies go; a visitor's copy of a member page does not depend on it.
    t.services.invalidations.publish([cacheTags.session('abc')]);
    await get('/mine', session);
    await get('/mine');
    expect(rendersOf('/mine')).toBe(3);
    // A coach wrote: every member's copy goes; visitors' shared copies stay.
    const sharedBefore = rendersOf('/shared');
    t.services.invalidations.publish([cacheTags.coachWrites]);
    await get('/mine', session);
    await get('/mine');
    await get('/shared');
    expect(rendersOf('/mine')).toBe(5);
    expect(rendersOf('/shared')).toBe(sharedBefore);
    // Shared pages' own tag drops visitors' copies too (their code or content changed).
    t.services.invalidations.publish([cacheTags.pages]);
    await get('/shared');
    expect(rendersOf('/shared')).toBe(sharedBefore + 1);

    // A write that lands while a copy is being rendered: that copy is served once, never kept.
    duringRender.set('/mine', () => t.services.invalidations.publish([cacheTags.session('abc')]));
    t.services.invalidations.publish([cacheTags.session('abc')]);
    await get('/mine', session);
    await get('/mine', session);
    await get('/mine', session);
    expect(rendersOf('/mine')).toBe(7);
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

  it('leaves alone the API reads no route keeps', async () => {
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

  it('keeps nothing without a page cache (npm run dev): every request renders, and the marker never leaves', async () => {
    const renderPage = async (request: Request) => {
      renders.push(`dev:${new URL(request.url).pathname}`);
      return new Response('<!DOCTYPE html><p>page</p>', { headers: { 'Content-Type': 'text/html', [cacheablePageHeader]: 'shared' } });
    };
    const dev = createApp({ services: t.services, renderPage });
    for (let i = 0; i < 2; i++) {
      const res = await dev.request(new URL('/about', testOrigin));
      expect(res.status).toBe(200);
      expect(res.headers.get(cacheablePageHeader)).toBeNull();
    }
    expect(rendersOf('dev:/about')).toBe(2);
  });

  describe('with real members', () => {
    it("a member's own write drops their copies and reads, and another member's survive", async () => {
      const [ada, bob] = [await signedInMember(t, { firstName: 'Ada' }), await signedInMember(t, { firstName: 'Bob' })];
      await grantDemoSubscription(t.services, { userId: ada.id, planId: 'monthly' });
      await grantDemoSubscription(t.services, { userId: bob.id, planId: 'monthly' });
      const viewerEntry = (member: { cookie: string }) => t.services.viewerCache.get(sessionCookieValue(member.cookie)!);
      const billingEntry = (member: { id: string }) => t.services.billingCache.get(member.id);
      const copies = async () => {
        for (const member of [ada, bob]) {
          await get('/hub', { cookie: member.cookie });
          await get('/shared', { cookie: member.cookie });
        }
        return { hub: rendersOf('/hub'), shared: rendersOf('/shared') };
      };
      const before = await copies();
      expect(await copies()).toEqual(before); // all four kept
      // The API reads them through the same caches the pages use.
      for (const member of [ada, bob]) expect((await send('GET', '/api/subscription', member.cookie)).status).toBe(200);
      expect([viewerEntry(ada), viewerEntry(bob), billingEntry(ada), billingEntry(bob)].every(Boolean)).toBe(true);

      // Ada renames herself: her pages, session and billing copies go; Bob's all stay.
      expect((await send('PATCH', '/api/me/profile', ada.cookie, { firstName: 'Augusta' })).status).toBe(200);
      expect([viewerEntry(ada), billingEntry(ada)]).toEqual([undefined, undefined]);
      expect([viewerEntry(bob), billingEntry(bob)].every(Boolean)).toBe(true);
      let now = await copies();
      expect(now).toEqual({ hub: before.hub + 1, shared: before.shared + 1 });

      // Ada opens a document (a write no domain function names a tag for): her copies go, her
      // session and billing reads stay, and Bob's copies stay.
      const items = (await (await send('GET', '/api/library/firm-profiles', ada.cookie)).json()).items;
      expect((await send('GET', '/api/subscription', ada.cookie)).status).toBe(200);
      expect((await send('POST', `/api/library/items/${items[0].id}/link`, ada.cookie)).status).toBe(200);
      expect([viewerEntry(ada), billingEntry(ada)].every(Boolean)).toBe(true);
      let next = await copies();
      expect(next).toEqual({ hub: now.hub + 1, shared: now.shared + 1 });
      now = next;

      // A coach edits a collection: every member's copies go, their reads stay.
      const coach = await signedInMember(t, { role: 'admin' });
      expect((await send('PATCH', '/api/admin/library/firm-profiles', coach.cookie, { title: 'Firm profiles' })).status).toBe(200);
      next = await copies();
      expect(next).toEqual({ hub: now.hub + 2, shared: now.shared + 2 });
      expect([viewerEntry(bob), billingEntry(bob)].every(Boolean)).toBe(true);

      // Signing out ends Ada's session: her copies and session entry go, Bob's stay.
      now = next;
      expect((await send('POST', '/api/auth/sign-out', ada.cookie)).status).toBe(200);
      expect(viewerEntry(ada)).toBeUndefined();
      expect(viewerEntry(bob)).toBeDefined();
      await get('/hub', { cookie: bob.cookie });
      await get('/hub', { cookie: ada.cookie });
      expect(rendersOf('/hub')).toBe(now.hub + 1);
    });

    describe("a member's kept API reads", () => {
      const keptReads = ['/api/subscription', '/api/me', '/api/applications'];
      /** How many answers to `path` came from memory so far (each hit logs `cache: hit`). */
      const hitsOf = (path: string) => t.logLines.filter((line) => line.includes(`"path":"${path}"`) && line.includes('"cache":"hit"')).length;
      const read = async (path: string, cookie: string, headers: Record<string, string> = {}) => {
        const hitsBefore = hitsOf(path);
        const res = await get(path, { cookie, ...headers });
        return { res, fromMemory: hitsOf(path) > hitsBefore };
      };
      const withoutRequestId = (res: Response) => [...res.headers].filter(([name]) => name !== 'x-request-id');

      it('are answered from memory per session, with the headers of a fresh answer, and never across sessions', async () => {
        const ada = await signedInMember(t, { firstName: 'Ada' });
        const adaElsewhere = { cookie: await signIn(t, ada.email) };
        const bob = await signedInMember(t, { firstName: 'Bob' });
        await grantDemoSubscription(t.services, { userId: ada.id, planId: 'monthly' });
        for (const path of keptReads) {
          const first = await read(path, ada.cookie, { 'accept-encoding': 'gzip' });
          const second = await read(path, ada.cookie, { 'accept-encoding': 'gzip' });
          expect([first.fromMemory, second.fromMemory], path).toEqual([false, true]);
          expect(withoutRequestId(second.res), path).toEqual(withoutRequestId(first.res));
          expect(second.res.headers.get('x-request-id')).not.toBe(first.res.headers.get('x-request-id'));
          expect(second.res.headers.get('content-type')).toMatch(/^application\/json/);
          expect(second.res.headers.get('x-frame-options')).toBe('DENY');
          expect(second.res.headers.get('content-security-policy')).not.toContain('sha256-');
          expect(await second.res.text()).toBe(await first.res.text());
          const notModified = await read(path, ada.cookie, { 'if-none-match': second.res.headers.get('etag')! });
          expect([notModified.res.status, notModified.fromMemory]).toEqual([304, true]);

          // The same member in another session, and another member: each their own copy.
          for (const other of [adaElsewhere, bob]) {
            const theirs = await read(path, other.cookie);
            expect(theirs.fromMemory, path).toBe(false);
            expect((await read(path, other.cookie)).fromMemory, path).toBe(true);
          }
        }
        expect((await (await get('/api/me', { cookie: bob.cookie })).json()).user.firstName).toBe('Bob');
        expect((await (await get('/api/subscription', { cookie: bob.cookie })).json()).subscribed).toBe(false);
        expect((await (await get('/api/subscription', { cookie: ada.cookie })).json()).subscribed).toBe(true);
      });

      it('are kept only as plain 200s: a query string, a refusal and a visitor are answered afresh', async () => {
        const ada = await signedInMember(t);
        await read('/api/me?x=1', ada.cookie);
        expect((await read('/api/me?x=1', ada.cookie)).fromMemory).toBe(false);
        for (let i = 0; i < 2; i++) {
          const refused = await read('/api/me', 'theme=dark');
          expect([refused.res.status, refused.fromMemory]).toEqual([401, false]);
        }
        // A read no route keeps is not kept.
        await read('/api/plans', ada.cookie);
        expect((await read('/api/plans', ada.cookie)).fromMemory).toBe(false);
      });

      it('are read afresh after each kind of write that may change them', async () => {
        const ada = await signedInMember(t, { firstName: 'Ada' });
        const bob = await signedInMember(t);
        const keep = async (member: { cookie: string }) => {
          for (const path of keptReads) {
            await read(path, member.cookie);
            expect((await read(path, member.cookie)).fromMemory, path).toBe(true);
          }
        };
        const allFresh = async (member: { cookie: string }) => {
          for (const path of keptReads) expect((await read(path, member.cookie)).fromMemory, path).toBe(false);
        };

        // The member's own API write: her reads go, Bob's stay.
        await keep(ada);
        await keep(bob);
        expect((await send('PATCH', '/api/me/profile', ada.cookie, { firstName: 'Augusta' })).status).toBe(200);
        const { res: renamed, fromMemory } = await read('/api/me', ada.cookie);
        expect([fromMemory, (await renamed.json()).user.firstName]).toEqual([false, 'Augusta']);
        expect((await read('/api/me', bob.cookie)).fromMemory).toBe(true);

        // A page action she posts (any page post is a write, ADR 0041).
        await keep(ada);
        expect((await send('POST', '/hub', ada.cookie)).status).toBe(200);
        await allFresh(ada);

        // A coach's write: every member's reads go.
        await keep(ada);
        await keep(bob);
        const coach = await signedInMember(t, { role: 'admin' });
        expect((await send('PATCH', '/api/admin/library/firm-profiles', coach.cookie, { title: 'Firm profiles' })).status).toBe(200);
        await allFresh(ada);
        await allFresh(bob);

        // A plan change that arrives without her session (the demo provider, as a webhook would).
        await keep(ada);
        await grantDemoSubscription(t.services, { userId: ada.id, planId: 'monthly' });
        const { res: subscribed } = await read('/api/subscription', ada.cookie);
        expect((await subscribed.json()).subscribed).toBe(true);

        // Signing out: the session's kept reads go with it.
        await keep(ada);
        expect((await send('POST', '/api/auth/sign-out', ada.cookie)).status).toBe(200);
        for (const path of keptReads) expect((await read(path, ada.cookie)).res.status, path).toBe(401);
      });

      it('are answered at the Node server, before Hono, exactly as the app answers them', async () => {
        const ada = await signedInMember(t);
        const listener = getRequestListener(app.fetch);
        let fromMemory = 0;
        const server = createServer((req, res) => {
          if (pageCache.answerFromMemory(req, res)) fromMemory += 1;
          else void listener(req, res);
        });
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        try {
          const viaApp = await fetch(`${base}/api/applications`, { headers: { cookie: ada.cookie } });
          const hit = await fetch(`${base}/api/applications`, { headers: { cookie: ada.cookie } });
          expect(fromMemory).toBe(1);
          const headers = (res: Response) => [...res.headers].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name));
          expect(headers(hit)).toEqual(headers(viaApp));
          expect(await hit.json()).toEqual(await viaApp.json());
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      });
    });

    it("keeps one visitors' copy of a shared page, and drops a member's own copy when they write", async () => {
      const [ada, bob] = [await signedInMember(t), await signedInMember(t)];
      const copies = async () => {
        await get('/personal');
        for (const member of [ada, bob]) await get('/personal', { cookie: member.cookie });
        return rendersOf('/personal');
      };
      const first = await copies();
      expect(first).toBe(3); // one for visitors, one per member
      expect(await copies()).toBe(first);
      const visitor = await get('/personal');
      expect(visitor.headers.get('cache-control')).toBe('no-cache');

      // Ada tracks something: her copy goes; Bob's and the visitors' stay.
      expect((await send('POST', '/api/applications', ada.cookie, { firm: 'Ashurst', opportunity: 'training-contract' })).status).toBe(201);
      expect(await copies()).toBe(first + 1);
      expect(await (await get('/personal', { cookie: ada.cookie })).text()).toContain(ada.cookie);
    });
  });
});
