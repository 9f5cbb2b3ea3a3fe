import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HitAnswerer } from './hit';
import { mayBeKept } from './keepable';
import type { PageStore } from './page-store';

/**
 * The page store's lookup in front of Hono at the Node server (server/serve.ts), so a hit
 * skips building a Request and a Response as well. Answers a hit on the Node response and
 * says so; anything else is left to the app.
 */
export function createNodeFastPath(store: PageStore, answerHit: HitAnswerer) {
  return function answerFromMemory(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '';
    // Percent-encoded or unusual paths go through Hono, whose path is the key.
    if (!/^\/[\w\-/]*$/.test(url) || !mayBeKept(req.method ?? '', url, url)) return false;
    const kept = store.find(url, req.headers.cookie);
    if (!kept) return false;
    const hit = answerHit(kept, url, (name) => req.headers[name] as string | undefined);
    // The kept header object is shared: the request id goes on separately (writeHead merges it).
    res.setHeader('x-request-id', hit.requestId);
    res.writeHead(hit.status, hit.headers);
    if (hit.body) res.end(hit.body);
    else res.end();
    return true;
  };
}
