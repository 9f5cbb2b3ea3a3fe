import type { PageSharing } from '../cacheable-page';

/**
 * The only cookies a visitor's page may depend on: none, or the theme they picked
 * (app/lib/theme.ts). Any other cookie (a session above all) means a per-session copy.
 */
const visitorCookies = new Set([undefined, 'theme=light', 'theme=dark']);

export const isVisitor = (cookie: string | undefined) => visitorCookies.has(cookie);

/** Pages, not the API or files (scripts, styles, fonts, sitemap.xml, `.data` fetches). */
export const isPagePath = (path: string) => !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.\w+$/.test(path);

/** The API's reads without a file name; only those whose route says `keep: 'member'` are ever kept. */
const isApiReadPath = (path: string) => path.startsWith('/api/') && !/\.\w+$/.test(path);

/**
 * Only a plain GET of a page or an API read may be answered from memory or kept: no query
 * string, no other method.
 */
export const mayBeKept = (method: string, path: string, url: string) =>
  method === 'GET' && (isPagePath(path) || isApiReadPath(path)) && !url.includes('?');

/**
 * Which copy a render becomes: one every visitor shares, or one session's own. A member
 * page's render is never shared, even a visitor's (its route guard decides what they see).
 */
export const copyKind = (sharing: PageSharing, cookie: string | undefined): 'shared' | 'member' =>
  isVisitor(cookie) && sharing === 'shared' ? 'shared' : 'member';
