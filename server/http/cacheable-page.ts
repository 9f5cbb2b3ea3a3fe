/**
 * How a page route says its HTML may be kept (its `handle.pageCache`, app/lib/cacheable-page.ts):
 * - `shared`: it depends only on the URL and the theme for visitors, so every visitor may be
 *   given one copy (members still see themselves in the header: theirs is kept per session);
 * - `member`: it depends on who asks, so a copy is kept per session until a write it shows
 *   publishes one of its tags (ADR 0022).
 * app/entry.server.tsx passes the route's choice to server/http/page-cache.ts in this response
 * header, which the page cache always removes: browsers never see it.
 */
export const cacheablePageHeader = 'X-Cacheable-Page';

export type PageSharing = 'shared' | 'member';

export const isPageSharing = (value: unknown): value is PageSharing => value === 'shared' || value === 'member';
