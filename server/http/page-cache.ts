import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { createReadCache } from '../platform/cache/read-cache';
import { cacheTags } from '../platform/cache/tags';
import type { Config } from '../platform/config';
import { cacheablePageHeader, isPageSharing, type PageSharing } from './cacheable-page';
import { accepts } from './compression';
import type { AppEnv, Services } from '../features/kit/context';
import { getViewer, sessionCookieValue, sessionToken } from '../features/auth/viewer';
import { elapsedMs, logRequest, requestIdFrom, requestLineLogger } from './request-log';
import { contentSecurityPolicy } from './security';

/**
 * The only cookies a visitor's page may depend on: none, or the theme they picked
 * (app/lib/theme.ts). Any other cookie (a session above all) means a per-session copy.
 */
const visitorCookies = new Set([undefined, 'theme=light', 'theme=dark']);

type Bytes = Uint8Array<ArrayBuffer>;
type Encoding = 'br' | 'gzip';
type CachedPage = {
  html: Bytes;
  etag: string;
  headers: Record<string, string>;
  /** Compressed copies, made the first time a client asks for that encoding. */
  encoded: Partial<Record<Encoding, Bytes>>;
  /** The full headers of a 200 in each encoding, made once (all but the request id). */
  headersFor: Partial<Record<Encoding | 'identity', Record<string, string>>>;
  /** Brotli effort: the most for a page kept all day, a quick pass for one member's copy. */
  brotliQuality: number;
};

/** What a cached page's headers must not repeat from the render that produced it. */
const perResponseHeaders = new Set(['content-length', 'content-encoding', 'x-request-id', cacheablePageHeader.toLowerCase()]);

const bytes = (buffer: Buffer): Bytes => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
/** Pages, not the API or files (scripts, styles, fonts, sitemap.xml, `.data` fetches). */
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
 * Turns a page rendered for one request (with that request's nonce) into a copy that can be
 * given again: the nonce attributes go, and the policy allows exactly its inline scripts.
 */
function toCachedPage(config: Pick<Config, 'production'>, rendered: string, headers: Headers, nonce: string, shared: boolean): CachedPage {
  const html = rendered.replaceAll(` nonce="${nonce}"`, '');
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!perResponseHeaders.has(name)) kept[name] = value;
  });
  kept['content-security-policy'] = contentSecurityPolicy(config, inlineScriptHashes(html));
  // Browsers check back each time (a 304 is cheap); a member's copy stays out of shared caches.
  kept['cache-control'] = shared ? 'no-cache' : 'private, no-cache';
  kept['vary'] = 'Accept-Encoding, Cookie';
  const etag = `"${sha256(html).slice(0, 27)}"`;
  return { html: bytes(Buffer.from(html)), etag, headers: kept, encoded: {}, headersFor: {}, brotliQuality: shared ? 11 : 5 };
}

function encode(page: CachedPage, encoding: Encoding): Bytes {
  const made =
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: page.brotliQuality } })
      : gzipSync(page.html, { level: page.brotliQuality > 6 ? 9 : 6 });
  return (page.encoded[encoding] ??= bytes(made));
}

type Answer = { status: 200 | 304; headers: Record<string, string>; body: Bytes | null };

/** A kept page as the client asked for it: 304 to its ETag, else the encoding it accepts. */
function answer(page: CachedPage, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Answer {
  if (ifNoneMatch === page.etag) return { status: 304, headers: { ...page.headers, etag: page.etag }, body: null };
  const encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
  const body = encoding === 'identity' ? page.html : (page.encoded[encoding] ?? encode(page, encoding));
  const headers = (page.headersFor[encoding] ??= {
    ...page.headers,
    etag: page.etag,
    'content-length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  return { status: 200, headers, body };
}

const toResponse = ({ status, headers, body }: Answer, requestId: string) =>
  new Response(body, { status, headers: { ...headers, 'x-request-id': requestId } });

const pageSize = (page: CachedPage) => page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

/**
 * Serves pages from memory when their route allows it, so a hit costs a lookup and a write
 * (ADRs 0010, 0015, 0022):
 * - visitors get one shared copy per URL and theme, kept all day (pages that visitors see
 *   depend only on code, content and configuration), tagged `pages`;
 * - a session gets its own copy of a shared or member page for 30 s at most, tagged with
 *   what it shows: `pages`, the session and its member (`member:<userId>`: the header's name,
 *   plan and theme), for a member page also `library`, and for a member or personal page
 *   `activity:<userId>` (their records: progress, uploads, what they track). Writes
 *   publish those tags, so a member's edit drops their copies and nobody else's.
 * Copies carry script hashes instead of the render's nonce. Query strings, other methods,
 * errors and responses that set cookies are rendered per request. A copy rendered while one
 * of its tags was invalidated is not kept.
 *
 * `middleware` runs first in the Hono app: it answers hits and keeps what renders allow.
 * `answerFromMemory` is the same lookup in front of Hono at the Node server (server/serve.ts),
 * so a hit skips building a Request and Response as well. Development has no page cache
 * (server/dev.ts): every page is rendered afresh.
 */
export function createPageCache(services: Pick<Services, 'config' | 'logger' | 'invalidations' | 'auth' | 'viewerCache'>) {
  const { config, logger, invalidations } = services;
  const sharedPages = createReadCache<CachedPage>({ maxSize: 32 * 1024 * 1024, ttlMs: 24 * 3600 * 1000, sizeOf: pageSize, invalidations });
  const memberPages = createReadCache<CachedPage>({ maxSize: 16 * 1024 * 1024, ttlMs: 30_000, sizeOf: pageSize, invalidations });

  const keyOf = (path: string, cookie: string | undefined) => `${path}\n${cookie ?? ''}`;
  const find = (key: string, cookie: string | undefined) =>
    (visitorCookies.has(cookie) ? sharedPages.get(key) : undefined) ?? memberPages.get(key);

  /** What a session's copy was rendered from, so the writes that change it drop it. */
  async function memberCopyTags(headers: Headers, sharing: PageSharing) {
    const tags: string[] = [cacheTags.pages];
    if (sharing === 'member') tags.push(cacheTags.library);
    const cookieValue = sessionCookieValue(headers.get('cookie'));
    if (!cookieValue) return tags;
    tags.push(cacheTags.session(sessionToken(cookieValue)));
    // The render looked the session up moments ago: this is the viewer cache's copy.
    const viewer = await getViewer(services, headers);
    if (viewer) tags.push(cacheTags.member(viewer.userId));
    if (viewer && sharing !== 'shared') tags.push(cacheTags.activity(viewer.userId));
    return tags;
  }

  const lines = requestLineLogger(logger);
  function answerHit(page: CachedPage, path: string, header: (name: string) => string | undefined) {
    const started = performance.now();
    const requestId = requestIdFrom(header('x-request-id'));
    const hit = answer(page, header('accept-encoding'), header('if-none-match'));
    logRequest(lines, { requestId, method: 'GET', path, status: hit.status, ms: elapsedMs(started), cache: 'hit' });
    return { ...hit, requestId };
  }

  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const { method, path } = c.req;
    // Writes pass straight through: they invalidate what they change by tag (ADR 0022).
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (method !== 'GET' || !isPagePath(path) || c.req.url.includes('?')) {
      await next();
      c.res.headers.delete(cacheablePageHeader);
      return;
    }

    const cookie = c.req.header('cookie');
    const key = keyOf(path, cookie);
    const kept = find(key, cookie);
    if (kept) {
      const hit = answerHit(kept, path, (name) => c.req.header(name));
      return toResponse(hit, hit.requestId);
    }

    const since = { shared: sharedPages.begin(), member: memberPages.begin() };
    // A page marked cacheable comes back uncompressed (compression.ts leaves it to us).
    c.set('pageCache', true);
    await next();
    const rendered = c.res;
    const sharing = rendered.headers.get(cacheablePageHeader);
    if (!isPageSharing(sharing)) return;
    rendered.headers.delete(cacheablePageHeader);
    const nonce = c.get('cspNonce');
    if (!nonce || rendered.status !== 200) return; // marked pages are 200s with a nonce; be sure
    // A visitor's render shows no one's records, so a personal page's is everyone's too.
    const shared = visitorCookies.has(cookie) && sharing !== 'member';
    const page = toCachedPage(config, await rendered.text(), rendered.headers, nonce, shared);
    if (!rendered.headers.has('set-cookie')) {
      if (shared) sharedPages.set(key, page, { tags: [cacheTags.pages], since: since.shared });
      else memberPages.set(key, page, { tags: await memberCopyTags(c.req.raw.headers, sharing), since: since.member });
    }
    c.res = undefined;
    c.res = toResponse(answer(page, c.req.header('accept-encoding'), c.req.header('if-none-match')), c.get('requestId'));
  });

  /** Answers a hit on the Node response and says so; anything else is left to the app. */
  function answerFromMemory(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '';
    // Percent-encoded or unusual paths go through Hono, whose path is the key.
    if (req.method !== 'GET' || !/^\/[\w\-/]*$/.test(url) || !isPagePath(url)) return false;
    const cookie = req.headers.cookie;
    const kept = find(keyOf(url, cookie), cookie);
    if (!kept) return false;
    const hit = answerHit(kept, url, (name) => req.headers[name] as string | undefined);
    // The kept header object is shared: the request id goes on separately (writeHead merges it).
    res.setHeader('x-request-id', hit.requestId);
    res.writeHead(hit.status, hit.headers);
    if (hit.body) res.end(hit.body);
    else res.end();
    return true;
  }

  return { middleware, answerFromMemory };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Without a page cache (development), the internal marker still never reaches a browser. */
export const withoutPageCache = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has(cacheablePageHeader)) c.res.headers.delete(cacheablePageHeader);
});
