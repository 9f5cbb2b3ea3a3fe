import type { UserRole } from '../../db/schema';
import { createMemoryCache, type MemoryCache } from '../../platform/cache/memory-cache';
import type { Auth } from './auth';

/** The signed-in person as the rest of the server sees them. */
export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
};

/**
 * Who a session cookie belongs to, for 30 seconds, so a signed-in request needs no database
 * read. Keyed by the whole signed cookie value. Signing out, a password reset and account
 * changes made here drop entries at once (auth.ts hooks, deactivation, profile updates);
 * another instance may trust a revoked session for at most the 30 seconds (ADR 0011).
 */
export type CachedViewer = { viewer: Viewer; expiresAt: number };
export type ViewerCache = MemoryCache<string, CachedViewer>;

export const createViewerCache = (): ViewerCache => createMemoryCache({ maxSize: 20_000, ttlMs: 30_000 });

/** Drops the entries of one session (by its unsigned token, as the database holds it). */
export const forgetSession = (cache: ViewerCache, token: string) =>
  cache.deleteWhere((cookieValue) => cookieValue.startsWith(`${token}.`));

/** Drops every session entry of one member (account changed, sessions revoked, erased). */
export const forgetMemberSessions = (cache: ViewerCache, userId: string) =>
  cache.deleteWhere((_, cached) => cached.viewer.userId === userId);

const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's value (token.signature), decoded; undefined without one. */
export function sessionCookieValue(cookieHeader: string | null) {
  const raw = cookieHeader?.match(sessionCookie)?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Who sent the request: null without a session cookie (no database read), otherwise the
 * session's member, from the viewer cache or Better Auth (which checks the signature and
 * expiry against the database).
 */
export async function getViewer({ auth, viewerCache }: { auth: Auth; viewerCache: ViewerCache }, headers: Headers) {
  const cookieValue = sessionCookieValue(headers.get('cookie'));
  if (!cookieValue) return null;
  const now = Date.now();
  const cached = await viewerCache.load(cookieValue, async () => {
    const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
    if (!result) return undefined;
    const { user, session } = result;
    const viewer: Viewer = {
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role === 'admin' ? 'admin' : 'member',
    };
    return { viewer, expiresAt: new Date(session.expiresAt).getTime() };
  });
  if (!cached || cached.expiresAt <= now) return null;
  return cached.viewer;
}
