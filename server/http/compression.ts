import { createMiddleware } from 'hono/factory';
import { cacheablePageHeader } from './cacheable-page';
import type { AppEnv } from '../features/kit/context';

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const json = /^application\/json\b/i;
const minimumBytes = 1024;

/** Whether the client takes `encoding` (an explicit `q=0` refuses it). */
const accepted = {
  br: /\bbr\b(?!\s*;\s*q=0(?:\.0*)?\b)/i,
  gzip: /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/i,
};
export const accepts = (acceptEncoding: string | undefined, encoding: keyof typeof accepted) =>
  !!acceptEncoding && accepted[encoding].test(acceptEncoding);

/**
 * Gzips text responses (pages, JSON, scripts, styles) for clients that accept it; PDFs and
 * uploads travel as they are. A response that is already encoded, tiny or marked
 * no-transform is left alone, and a client that takes no gzip costs one header lookup.
 */
export function compression() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (c.get('pageCache') && (headers.has(cacheablePageHeader) || c.get('keep'))) return;
    // Already encoded (a precompressed asset carries its own Vary) or not text: leave it.
    if (headers.has('Content-Encoding') || !compressible.test(headers.get('Content-Type') ?? '')) return;
    headers.append('Vary', 'Accept-Encoding');
    if (!accepts(c.req.header('accept-encoding'), 'gzip') || c.req.method === 'HEAD') return;
    const length = headers.get('Content-Length');
    if (length && Number(length) < minimumBytes) return;
    if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return;
    if (!length && json.test(headers.get('Content-Type') ?? '')) {
      // A JSON answer is built whole (`c.json`) and names no length: measure it, and send a
      // small one as it is. Setting up a gzip stream costs more CPU than a whole small API
      // write (a saved answer's few bytes), and saves a few dozen bytes.
      const text = await c.res.text();
      const plain = new Response(text || null, { status: c.res.status, headers });
      c.res = undefined;
      c.res = plain;
      if (Buffer.byteLength(text) < minimumBytes) return;
    }
    if (!c.res.body) return;
    const response = c.res;
    c.res = undefined;
    c.res = new Response(response.body!.pipeThrough(new CompressionStream('gzip')), response);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'gzip');
  });
}
