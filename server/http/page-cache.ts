import type { Services } from '../features/kit/context';
import { createHitAnswerer } from './page-cache/hit';
import { createPageCacheMiddleware } from './page-cache/middleware';
import { createNodeFastPath } from './page-cache/node-fast-path';
import { createPageStore } from './page-cache/page-store';

export { withoutPageCache } from './page-cache/middleware';
export { dropCopiesAfterWrites } from './page-cache/write-invalidation';

/**
 * Serves pages from memory when their route allows it, so a hit costs a lookup and a write
 * (ADRs 0010, 0041). Its parts, in server/http/page-cache/: what may be kept (keepable.ts),
 * the store and its expiry (page-store.ts), what a write drops (write-invalidation.ts),
 * encoding and ETag (cached-page.ts), answering a hit (hit.ts), the Hono middleware
 * (middleware.ts) and the same lookup at the Node server (node-fast-path.ts).
 * Development has no page cache (server/dev.ts): every page is rendered afresh.
 */
export function createPageCache(services: Pick<Services, 'config' | 'logger' | 'invalidations' | 'auth' | 'viewerCache'>) {
  const store = createPageStore(services);
  const answerHit = createHitAnswerer(services.logger);
  return {
    middleware: createPageCacheMiddleware(services.config, store, answerHit),
    answerFromMemory: createNodeFastPath(store, answerHit),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
