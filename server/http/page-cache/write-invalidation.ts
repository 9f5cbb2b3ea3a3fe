import { createMiddleware } from 'hono/factory';
import { cacheTags } from '../../platform/cache/tags';
import type { AppEnv, Services } from '../../features/kit/context';
import { getViewer } from '../../features/auth/viewer';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that may write (any method but GET, HEAD and OPTIONS: page actions and API
 * calls alike) drops the page copies it may have changed, once it has been answered
 * (ADR 0041): the sender's own copies, or, when a coach sends it, every member's copies. No
 * write has to name what it changed for a member's page to show it; one that changed nothing
 * costs those copies a render. The sender is read before the write runs, as a sign-out ends
 * the session it came with. A copy rendered while the write ran is not kept either: the
 * store compares it with the publication (server/platform/cache/read-cache.ts).
 */
export function dropCopiesAfterWrites(services: Pick<Services, 'invalidations' | 'auth' | 'viewerCache'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (reads.has(c.req.method)) return next();
    const sender = await getViewer(services, c.req.raw.headers);
    try {
      await next();
    } finally {
      if (sender) services.invalidations.publish([sender.role === 'admin' ? cacheTags.coachWrites : cacheTags.writesBy(sender.userId)]);
    }
  });
}
