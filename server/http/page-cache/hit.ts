import type { Logger } from '../../platform/logger';
import { elapsedMs, logRequest, requestIdFrom, requestLineLogger } from '../request-log';
import { answer, type CachedPage } from './cached-page';

/**
 * Answers a kept page, with a request id and a request log line like any other request's,
 * for the Hono middleware and the Node fast path alike.
 */
export function createHitAnswerer(logger: Logger) {
  const lines = requestLineLogger(logger);
  return (page: CachedPage, path: string, header: (name: string) => string | undefined) => {
    const started = performance.now();
    const requestId = requestIdFrom(header('x-request-id'));
    const hit = answer(page, header('accept-encoding'), header('if-none-match'));
    logRequest(lines, { requestId, method: 'GET', path, status: hit.status, ms: elapsedMs(started), cache: 'hit' });
    return { ...hit, requestId };
  };
}

export type HitAnswerer = ReturnType<typeof createHitAnswerer>;
