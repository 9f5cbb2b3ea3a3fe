import { randomBytes } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../platform/config';
import type { AppEnv } from '../features/kit/context';
import { HttpError } from '../platform/errors';

/**
 * The content security policy, given where scripts may come from besides our origin: a
 * request's nonce (pages rendered per request) or the hashes of a cached page's inline
 * scripts (ADR 0004). Inline style attributes stay allowed: the UI libraries set them, and
 * styles cannot run code.
 */
export function contentSecurityPolicy(config: Pick<Config, 'production'>, scriptSources: readonly string[]) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${config.production ? '' : ' ws:'}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(config.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The security headers every response carries, besides its content security policy. */
export function baseSecurityHeaders(config: Pick<Config, 'production'>): Record<string, string> {
  return {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
    ...(config.production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * The one page that records (an interview attempt's recorder) may ask for this origin's own
 * camera and microphone; every other response denies both, and geolocation everywhere.
 */
export const recorderPage = /^\/interviews\/attempts\/[^/]+\/?$/;
export const permissionsPolicy = (path: string) =>
  recorderPage.test(path) ? 'camera=(self), microphone=(self), geolocation=()' : 'camera=(), microphone=(), geolocation=()';

/** Only server-rendered pages have inline scripts, so only they need a nonce. */
const needsNonce = (path: string) => !path.startsWith('/api/') && !path.startsWith('/assets/');

/**
 * Security headers on every response. Pages get a fresh nonce, which React Router's inline
 * scripts carry; everything else a policy with no inline scripts at all. Headers are set on
 * the finished response (whoever built it) and computed once, so the cost per request is a
 * few map writes.
 */
export function securityHeaders(config: Pick<Config, 'production'>) {
  const base = Object.entries(baseSecurityHeaders(config));
  const withoutInlineScripts = contentSecurityPolicy(config, []);
  return createMiddleware<AppEnv>(async (c, next) => {
    const nonce = needsNonce(c.req.path) ? randomBytes(16).toString('base64') : undefined;
    if (nonce) c.set('cspNonce', nonce);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of base) headers.set(name, value);
    headers.set('Permissions-Policy', permissionsPolicy(c.req.path));
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', nonce ? contentSecurityPolicy(config, [`'nonce-${nonce}'`]) : withoutInlineScripts);
    }
  });
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one write other sites make by design: a mail provider's one-click unsubscribe (RFC
 * 8058), posted from wherever the member reads their mail. Its signed token is its authority.
 */
export const isCrossSiteWrite = (path: string) => /^\/api\/unsubscribe\/[^/]+$/.test(path);

/**
 * Refuses state-changing API requests that a browser sent from another site. Requests
 * without an Origin (server-to-server clients, signed webhooks) are not browser-driven.
 */
export function sameOriginWrites(config: Pick<Config, 'publicUrl'>) {
  const allowed = new URL(config.publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (unsafeMethods.has(c.req.method) && !isCrossSiteWrite(c.req.path)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const host = c.req.header('host');
      const sameHost = origin !== undefined && host !== undefined && safeHost(origin) === host;
      if ((origin && origin !== allowed && !sameHost) || fetchSite === 'cross-site') {
        throw new HttpError(403, 'forbidden', 'Cross-origin request refused');
      }
    }
    await next();
  });
}

function safeHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
