/**
 * The response header by which app/entry.server.tsx tells the page cache that the page's
 * route declares `handle: { sharedPage: true }`: its HTML depends only on the URL and the
 * visitor's theme, so every visitor may be given the same copy. Never sent to browsers.
 */
export const sharedPageHeader = 'X-Shared-Page';
