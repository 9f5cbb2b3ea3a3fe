import type { UserRole } from '../../db/schema';
import type { Invalidations } from '../../platform/cache/invalidations';
import { createReadCache, type ReadCache } from '../../platform/cache/read-cache';
import { cacheTags } from '../../platform/cache/tags';
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
 * read. Keyed by the whole signed cookie value, tagged with the session and its member:
 * Better Auth's hooks publish `session:<token>` when a session ends (sign-out, password
 * reset) and `member:<userId>` when the member changes, as do profile updates and erasure
 * here; on PostgreSQL the bus carries them to the other instances too (ADRs 0011, 0022).
 */
export type CachedViewer = { viewer: Viewer; expiresAt: number };
export type ViewerCache = ReadCache<CachedViewer>;

export const createViewerCache = (invalidations: Invalidations): ViewerCache =>
  createReadCache({ maxSize: 20_000, ttlMs: 30_000, invalidations });

/** The session's token: the signed cookie value is `token.signature`. */
export function sessionToken(cookieValue: string) {
  const dot = cookieValue.lastIndexOf('.');
  return dot < 0 ? cookieValue : cookieValue.slice(0, dot);
}

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
  const tags = ({ viewer }: CachedViewer) => [cacheTags.member(viewer.userId), cacheTags.session(sessionToken(cookieValue))];
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
  }, { tags });
  if (!cached || cached.expiresAt <= now) return null;
  return cached.viewer;
}
