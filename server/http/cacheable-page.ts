/**
 * How a page route says its HTML may be kept (its `handle.pageCache`, app/lib/cacheable-page.ts):
 * - `shared`: for visitors it depends only on the URL and the theme, so every visitor may be
 *   given one copy; a member gets a copy of their own (the header shows them, the deadlines
 *   calendar marks what they track);
 * - `member`: it depends on who asks, so only per-session copies are kept.
 * A member's copy goes when they or a coach write, or their account changes (ADR 0041).
 * app/entry.server.tsx passes the route's choice to server/http/page-cache.ts in this response
 * header, which the page cache always removes: browsers never see it.
 */
export const cacheablePageHeader = 'X-Cacheable-Page';

const pageSharings = ['shared', 'member'] as const;
export type PageSharing = (typeof pageSharings)[number];

export const isPageSharing = (value: unknown): value is PageSharing => pageSharings.includes(value as PageSharing);
