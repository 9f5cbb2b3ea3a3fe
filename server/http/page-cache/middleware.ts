import { createMiddleware } from 'hono/factory';
import type { Config } from '../../platform/config';
import type { AppEnv } from '../../features/kit/context';
import { cacheablePageHeader, isPageSharing } from '../cacheable-page';
import { answer, toCachedApiRead, toCachedPage, toResponse } from './cached-page';
import type { HitAnswerer } from './hit';
import { copyKind, mayBeKept } from './keepable';
import type { PageStore } from './page-store';

/**
 * The page cache in the Hono app, first of its middleware: it answers hits and keeps what
 * renders allow, and the API reads whose route says `keep: 'member'`. Query strings, other methods, errors and responses that set cookies are
 * rendered per request; the internal marker of a cacheable render never reaches the browser.
 */
export function createPageCacheMiddleware(
  config: Pick<Config, 'production'>,
  store: PageStore,
  answerHit: HitAnswerer,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { method, path } = c.req;
    // Writes pass straight through: write-invalidation.ts drops the copies they may change.
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (!mayBeKept(method, path, c.req.url)) {
      await next();
      c.res.headers.delete(cacheablePageHeader);
      return;
    }

    const cookie = c.req.header('cookie');
    const kept = store.find(path, cookie);
    if (kept) {
      const hit = answerHit(kept, path, (name) => c.req.header(name));
      return toResponse(hit, hit.requestId);
    }

    const since = store.begin();
    // A page marked cacheable, or an API read its route keeps, comes back uncompressed (compression.ts leaves it to us).
    c.set('pageCache', true);
    await next();
    const rendered = c.res;
    if (c.get('keep') === 'member') {
      if (rendered.status !== 200) return;
      const read = toCachedApiRead(await rendered.text(), rendered.headers);
      if (!rendered.headers.has('set-cookie')) await store.keepMemberCopy(path, c.req.raw.headers, read, since);
      c.res = undefined;
      c.res = toResponse(answer(read, c.req.header('accept-encoding'), c.req.header('if-none-match')), c.get('requestId'));
      return;
    }
    const sharing = rendered.headers.get(cacheablePageHeader);
    if (!isPageSharing(sharing)) return;
    rendered.headers.delete(cacheablePageHeader);
    const nonce = c.get('cspNonce');
    if (!nonce || rendered.status !== 200) return; // marked pages are 200s with a nonce; be sure
    const shared = copyKind(sharing, cookie) === 'shared';
    const page = toCachedPage(config, await rendered.text(), rendered.headers, nonce, shared);
    if (!rendered.headers.has('set-cookie')) {
      if (shared) store.keepShared(path, cookie, page, since);
      else await store.keepMemberCopy(path, c.req.raw.headers, page, since);
    }
    c.res = undefined;
    c.res = toResponse(answer(page, c.req.header('accept-encoding'), c.req.header('if-none-match')), c.get('requestId'));
  });
}

/** Without a page cache (development), the internal marker still never reaches a browser. */
export const withoutPageCache = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has(cacheablePageHeader)) c.res.headers.delete(cacheablePageHeader);
});
