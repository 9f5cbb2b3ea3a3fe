import type { RouteHandle } from './route-handle';

/**
 * A route's `handle` when its HTML depends on nothing but the URL and the visitor's theme:
 * the server renders it once and gives visitors that copy (server/http/page-cache.ts, ADR 0010).
 */
export const sharedPageHandle = { pageCache: 'shared' } as const satisfies RouteHandle;

/**
 * A shared page (above) on which a signed-in member also sees their own records, such as the
 * calendar's marks on what they track: their copy is dropped when those records change (ADR 0036).
 * Visitors' renders have no member, so their shared copy shows no one's records.
 */
export const sharedPersonalPageHandle = { pageCache: 'shared-personal' } as const satisfies RouteHandle;

/**
 * A route's `handle` when its HTML is one member's own view of data that changes only through
 * the portal's own writes: a copy is kept per session until the next write (ADR 0015).
 */
export const memberPageHandle = { pageCache: 'member' } as const satisfies RouteHandle;
