import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { createMemoryCache } from '../platform/cache/memory-cache';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { accepts } from './compression';
import type { AppEnv } from './context';
import { elapsedMs, logRequest, requestIdFrom } from './request-log';
import { contentSecurityPolicy } from './security';
import { sharedPageHeader } from './shared-page';

/**
 * The only cookies a visitor's page may depend on: none, or the theme they picked
 * (app/lib/theme.ts). Any other cookie (a session above all) means a per-request render.
 */
const visitorCookies = new Set([undefined, 'theme=light', 'theme=dark']);

type Bytes = Uint8Array<ArrayBuffer>;
type CachedPage = {
  html: Bytes;
  gzip: Bytes;
  brotli: Bytes;
  etag: string;
  headers: Record<string, string>;
};

/** What a cached page's headers must not repeat from the render that produced it. */
const perResponseHeaders = new Set(['content-length', 'content-encoding', 'x-request-id', sharedPageHeader.toLowerCase()]);

const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
/** Pages, not the API or files (scripts, styles, fonts, sitemap.xml): only pages can be shared. */
const isPagePath = (path: string) => !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.\w+$/.test(path);

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The hashes of the page's inline scripts, for a policy that needs no nonce. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc\s*=/.test(attributes!)) hashes.add(`'sha256-${sha256(body!)}'`);
  }
  return [...hashes];
}

/**
 * Turns a page rendered for one visitor (with that request's nonce) into the copy every
 * visitor gets: the nonce attributes go, and the policy allows exactly its inline scripts.
 */
function toCachedPage(config: Pick<Config, 'production'>, rendered: string, headers: Headers, nonce: string): CachedPage {
  const html = rendered.replaceAll(` nonce="${nonce}"`, '');
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!perResponseHeaders.has(name)) kept[name] = value;
  });
  kept['content-security-policy'] = contentSecurityPolicy(config, inlineScriptHashes(html));
  kept['cache-control'] = 'no-cache';
  kept['vary'] = 'Accept-Encoding, Cookie';
  const plain = Buffer.from(html);
  return {
    html: bytes(plain),
    gzip: bytes(gzipSync(plain, { level: 9 })),
    brotli: bytes(brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
    etag: `"${sha256(html).slice(0, 27)}"`,
    headers: kept,
  };
}

function cachedResponse(page: CachedPage, requestId: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined) {
  const headers = { ...page.headers, etag: page.etag, 'x-request-id': requestId };
  if (ifNoneMatch === page.etag) return new Response(null, { status: 304, headers });
  if (accepts(acceptEncoding, 'br')) {
    return new Response(page.brotli, { headers: { ...headers, 'content-encoding': 'br' } });
  }
  if (accepts(acceptEncoding, 'gzip')) return new Response(page.gzip, { headers: { ...headers, 'content-encoding': 'gzip' } });
  return new Response(page.html, { headers });
}

/**
 * Serves shared pages (home, services, articles…) to visitors from memory, rendered once
 * per URL and theme, with script hashes in place of the nonce (ADR 0004, ADR 0010). It runs
 * before every other middleware so a hit costs a lookup and a write. Signed-in members,
 * query strings and pages that do not declare themselves shared are rendered per request.
 * Pages depend only on the code and configuration, so entries live as long as the process
 * (bounded in size), and each instance keeps its own.
 */
export function pageCache({ config, logger }: { config: Pick<Config, 'production'>; logger: Logger }) {
  const pages = createMemoryCache<string, CachedPage | 'per-request'>({
    maxSize: 32 * 1024 * 1024,
    ttlMs: 24 * 3600 * 1000,
    sizeOf: (page) => (page === 'per-request' ? 1024 : page.html.length + page.gzip.length + page.brotli.length),
  });

  return createMiddleware<AppEnv>(async (c, next) => {
    const { path } = c.req;
    const cookie = c.req.header('cookie');
    const eligible =
      c.req.method === 'GET' && isPagePath(path) && !c.req.url.includes('?') && visitorCookies.has(cookie);
    const key = `${path}\n${cookie ?? ''}`;
    const known = eligible ? pages.get(key) : 'per-request';
    if (known === 'per-request') {
      await next();
      if (!path.startsWith('/api/')) c.res.headers.delete(sharedPageHeader);
      return;
    }
    if (known) {
      const started = performance.now();
      const requestId = requestIdFrom(c.req.header('x-request-id'));
      const response = cachedResponse(known, requestId, c.req.header('accept-encoding'), c.req.header('if-none-match'));
      logRequest(logger, { requestId, method: 'GET', path, status: response.status, ms: elapsedMs(started), cache: 'hit' });
      return response;
    }

    // Not seen yet: render as usual, but uncompressed, so a shared page can be kept.
    c.set('pageCacheFill', true);
    await next();
    const rendered = c.res;
    const nonce = c.get('cspNonce');
    if (!rendered.headers.has(sharedPageHeader) || rendered.status !== 200 || rendered.headers.has('set-cookie') || !nonce) {
      rendered.headers.delete(sharedPageHeader);
      pages.set(key, 'per-request');
      return;
    }
    const page = toCachedPage(config, await rendered.text(), rendered.headers, nonce);
    pages.set(key, page);
    c.res = undefined;
    c.res = cachedResponse(page, c.get('requestId'), c.req.header('accept-encoding'), c.req.header('if-none-match'));
  });
}
