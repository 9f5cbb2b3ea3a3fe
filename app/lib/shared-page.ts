/**
 * A route's `handle` when its HTML depends on nothing but the URL and the visitor's theme:
 * the server then renders it once and gives visitors that copy (server/http/page-cache.ts).
 * Signed-in members still get a page rendered for them (their header shows who they are).
 */
export const sharedPageHandle = { sharedPage: true } as const;
