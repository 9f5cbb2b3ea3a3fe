import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../platform/logger';
import type { AppEnv } from '../features/kit/context';

const validRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/** A well-formed incoming X-Request-Id is kept, so a proxy's id carries through. */
export const requestIdFrom = (incoming: string | undefined) =>
  incoming && validRequestId.test(incoming) ? incoming : randomUUID();

export type RequestLine = { requestId: string; method: string; path: string; status: number; ms: number; cache?: 'hit' };

/**
 * Where request lines go: the same log without redaction, which was most of a line's cost
 * (about 6 µs of a hit's 90). A line holds only the fields above, never a header or a
 * body, and only the path (as `loggedPath` gives it): paths and query strings can carry tokens.
 */
export const requestLineLogger = (logger: Logger) => logger.child({}, { redact: [] });

/**
 * What a log line calls the request: its route's pattern when the route has parameters
 * (`/api/auth/reset-password/:token`: they may be tokens or ids); its path when a route of
 * its own answered it, or a catch-all (a page, a static file) served it; otherwise, a path
 * nothing matched or that failed, the catch-all's pattern: such a path may be a token-bearing
 * link mistyped, and it is not ours to keep.
 */
export function loggedPath(c: Context, status = c.res.status) {
  const pattern = c.req.routePath;
  if (pattern.includes(':')) return pattern;
  return pattern.endsWith('*') && status >= 400 ? pattern : c.req.path;
}

/** One log line per finished request. */
export function logRequest(lines: Logger, line: RequestLine) {
  if (line.path.startsWith('/assets/')) lines.debug(line, 'request');
  else lines.info(line, 'request');
}

export const elapsedMs = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** Gives each request an id, a child logger that carries it, and one log line when it ends. */
export function requestLog(logger: Logger) {
  const lines = requestLineLogger(logger);
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logRequest(lines, { requestId, method: c.req.method, path: loggedPath(c), status: c.res.status, ms: elapsedMs(started) });
  });
}
