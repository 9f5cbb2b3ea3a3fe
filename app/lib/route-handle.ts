import type { UIMatch } from 'react-router';
import type { PageSharing } from '@server/http/cacheable-page';
import { sharedPageHandle } from './cacheable-page';

/** What a route module's `handle` may say about its page; every handle in app/routes is one. */
export type RouteHandle = {
  /** How the server may keep the page's HTML (app/lib/cacheable-page.ts). */
  pageCache?: PageSharing;
  /** `false`: the page is plain HTML, which React Router does not hydrate (ADR 0024). */
  hydrate?: false;
  /** `true` on a plain page: it loads the islands' script, for its forms and its islands (ADR 0051). */
  islands?: true;
  /** `true`: the page counts down on the server's clock, so its head notes when the device read it (`HeadReadAt`). */
  serverClock?: true;
  /** What the page is, as the log-in prompt names it when its area refuses a visitor ("your profile"). */
  what?: string;
};

/**
 * A content page a visitor reads: kept as one shared copy, and plain HTML whose forms and
 * links work without scripts, so it loads none (ADR 0024).
 */
export const plainPageHandle = { ...sharedPageHandle, hydrate: false } as const satisfies RouteHandle;

/**
 * A member's page that works as HTML and needs scripts only in parts: plain, with the islands'
 * script for its forms' pending state and focus and for its islands (ADR 0051).
 */
export const islandsPageHandle = { hydrate: false, islands: true } as const satisfies RouteHandle;

/** Whether the page loads React Router's scripts: not when any of its routes opts out. */
export const pageHydrates = (matches: readonly UIMatch[]) =>
  !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);

/** Whether the page counts down on the server's clock (ADR 0046). */
export const pageCountsDown = (matches: readonly UIMatch[]) => matches.some((match) => (match.handle as RouteHandle | undefined)?.serverClock === true);

/** Whether the page is plain and loads the islands' script instead (ADR 0051). */
export const pageLoadsIslands = (matches: readonly UIMatch[]) =>
  !pageHydrates(matches) && matches.some((match) => (match.handle as RouteHandle | undefined)?.islands === true);
