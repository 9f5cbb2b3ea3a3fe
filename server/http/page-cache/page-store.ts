import { createReadCache, type ReadStart } from '../../platform/cache/read-cache';
import { cacheTags } from '../../platform/cache/tags';
import type { Services } from '../../features/kit/context';
import { getViewer, sessionCookieValue, sessionToken } from '../../features/auth/viewer';
import { pageSize, type CachedPage } from './cached-page';
import { isVisitor } from './keepable';

/**
 * Where kept pages live and how long (ADRs 0010, 0041):
 * - visitors' shared copies, one per URL and theme, for a day, tagged `pages` (they depend
 *   only on code, content and configuration; the deadlines calendar's coach edits publish
 *   `pages`);
 * - one session's copy of a page, or of an API read its route keeps, for 30 s at most, keyed
 *   by the exact Cookie header so never across people, tagged with what drops it: any write that member or any coach sends
 *   (`writesBy`, `coachWrites`, published for every such request by write-invalidation.ts),
 *   their account, plan or erasure (`member`), the end of the session and `pages`.
 */
export function createPageStore(services: Pick<Services, 'invalidations' | 'auth' | 'viewerCache'>) {
  const { invalidations } = services;
  const sharedPages = createReadCache<CachedPage>({ maxSize: 32 * 1024 * 1024, ttlMs: 24 * 3600 * 1000, sizeOf: pageSize, invalidations });
  const memberPages = createReadCache<CachedPage>({ maxSize: 16 * 1024 * 1024, ttlMs: 30_000, sizeOf: pageSize, invalidations });
  const keyOf = (path: string, cookie: string | undefined) => `${path}\n${cookie ?? ''}`;

  /** What drops a session's copy; without a live session only `pages` (nobody's records are shown). */
  async function memberCopyTags(headers: Headers) {
    const tags: string[] = [cacheTags.pages, cacheTags.coachWrites];
    const cookieValue = sessionCookieValue(headers.get('cookie'));
    if (!cookieValue) return tags;
    tags.push(cacheTags.session(sessionToken(cookieValue)));
    // The render looked the session up moments ago: this is the viewer cache's copy.
    const viewer = await getViewer(services, headers);
    if (viewer) tags.push(cacheTags.member(viewer.userId), cacheTags.writesBy(viewer.userId));
    return tags;
  }

  return {
    find(path: string, cookie: string | undefined) {
      const key = keyOf(path, cookie);
      return (isVisitor(cookie) ? sharedPages.get(key) : undefined) ?? memberPages.get(key);
    },
    /** Taken before rendering, so a copy rendered across a write that concerns it is not kept. */
    begin: () => ({ shared: sharedPages.begin(), member: memberPages.begin() }),
    keepShared(path: string, cookie: string | undefined, page: CachedPage, since: { shared: ReadStart }) {
      sharedPages.set(keyOf(path, cookie), page, { tags: [cacheTags.pages], since: since.shared });
    },
    async keepMemberCopy(path: string, headers: Headers, page: CachedPage, since: { member: ReadStart }) {
      const tags = await memberCopyTags(headers);
      memberPages.set(keyOf(path, headers.get('cookie') ?? undefined), page, { tags, since: since.member });
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
