/**
 * How a page route says its HTML may be kept (its `handle.pageCache`, app/lib/cacheable-page.ts):
 * - `shared`: it depends only on the URL and the theme for visitors, so every visitor may be
 *   given one copy (members still see themselves in the header: theirs is kept per session);
 * - `shared-personal`: shared as above for visitors, while a member's view also shows some of
 *   their own records (the deadlines calendar marks what they track), so their copy goes when
 *   those change (`activity:<userId>`, ADR 0036);
 * - `member`: it depends on who asks, so a copy is kept per session until a write it shows
 *   publishes one of its tags (ADR 0022).
 * app/entry.server.tsx passes the route's choice to server/http/page-cache.ts in this response
 * header, which the page cache always removes: browsers never see it.
 */
export const cacheablePageHeader = 'X-Cacheable-Page';

const pageSharings = ['shared', 'shared-personal', 'member'] as const;
export type PageSharing = (typeof pageSharings)[number];

export const isPageSharing = (value: unknown): value is PageSharing => pageSharings.includes(value as PageSharing);
