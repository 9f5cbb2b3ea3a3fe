import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Config } from '../../platform/config';
import { cacheablePageHeader } from '../cacheable-page';
import { accepts } from '../compression';
import { contentSecurityPolicy } from '../security';

type Bytes = Uint8Array<ArrayBuffer>;
type Encoding = 'br' | 'gzip';

/** A rendered page (or a kept API read) as it is kept: its bytes, its ETag and its headers, once per encoding. */
export type CachedPage = {
  body: Bytes;
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

function keptHeaders(headers: Headers) {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!perResponseHeaders.has(name)) kept[name] = value;
  });
  return kept;
}

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
export function toCachedPage(config: Pick<Config, 'production'>, rendered: string, headers: Headers, nonce: string, shared: boolean): CachedPage {
  const html = rendered.replaceAll(` nonce="${nonce}"`, '');
  const kept = keptHeaders(headers);
  kept['content-security-policy'] = contentSecurityPolicy(config, inlineScriptHashes(html));
  // Browsers check back each time (a 304 is cheap); a member's copy stays out of shared caches.
  kept['cache-control'] = shared ? 'no-cache' : 'private, no-cache';
  kept['vary'] = 'Accept-Encoding, Cookie';
  return keep(html, kept, shared ? 11 : 5);
}

/**
 * Turns one member's API read into a copy that can be given again (a route's `keep: 'member'`,
 * server/features/kit/route-table.ts): its headers as the API sent them (content type,
 * security headers, its own cache policy) with the `Vary` compression would have added; a
 * hit then differs from a fresh answer only by its request id.
 */
export function toCachedApiRead(body: string, headers: Headers): CachedPage {
  const kept = keptHeaders(headers);
  kept['vary'] = kept['vary'] ? `${kept['vary']}, Accept-Encoding` : 'Accept-Encoding';
  return keep(body, kept, 5);
}

function keep(body: string, headers: Record<string, string>, brotliQuality: number): CachedPage {
  const etag = `"${sha256(body).slice(0, 27)}"`;
  return { body: bytes(Buffer.from(body)), etag, headers, encoded: {}, headersFor: {}, brotliQuality };
}

function encode(page: CachedPage, encoding: Encoding): Bytes {
  const made =
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: page.brotliQuality } })
      : gzipSync(page.body, { level: page.brotliQuality > 6 ? 9 : 6 });
  return (page.encoded[encoding] ??= bytes(made));
}

export type Answer = { status: 200 | 304; headers: Record<string, string>; body: Bytes | null };

/** A kept page as the client asked for it: 304 to its ETag, else the encoding it accepts. */
export function answer(page: CachedPage, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Answer {
  if (ifNoneMatch === page.etag) return { status: 304, headers: { ...page.headers, etag: page.etag }, body: null };
  const encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
  const body = encoding === 'identity' ? page.body : (page.encoded[encoding] ?? encode(page, encoding));
  const headers = (page.headersFor[encoding] ??= {
    ...page.headers,
    etag: page.etag,
    'content-length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  return { status: 200, headers, body };
}

export const toResponse = ({ status, headers, body }: Answer, requestId: string) =>
  new Response(body, { status, headers: { ...headers, 'x-request-id': requestId } });

/** What a kept page costs the store: its bytes in every encoding made so far. */
export const pageSize = (page: CachedPage) => page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
