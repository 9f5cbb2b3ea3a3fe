import type { RouteHandle } from './route-handle';

/**
 * A route's `handle` when its HTML depends on nothing but the URL and the visitor's theme:
 * the server renders it once and gives visitors that copy (server/http/page-cache.ts, ADR 0010).
 * A signed-in member gets their own copy, which may also show their records (the calendar's
 * marks on what they track): it goes whenever they write (ADR 0041). Visitors' renders have no
 * member, so their shared copy shows no one's records.
 */
export const sharedPageHandle = { pageCache: 'shared' } as const satisfies RouteHandle;

/**
 * A route's `handle` when its HTML is one member's own view of data that changes only through
 * the portal's own writes: a copy is kept per session until a write may change it (ADR 0041).
 */
export const memberPageHandle = { pageCache: 'member' } as const satisfies RouteHandle;
