import { data, type AppLoadContext } from 'react-router';
import { refuseAccess } from '@server/features/kit/access';
import type { Access } from '@server/features/kit/route-table';
import type { Viewer } from '@server/features/auth/viewer';
import type { NoAccess } from '@server/features/billing/access-standing';

/**
 * What a refused page throws (rendered by its route's error boundary): why, as the API's
 * guard words it, and what the refusal screen may show (a premium page's own pitch).
 */
export type PageRefusal = {
  reason: 'login' | 'coach' | 'subscription';
  access: Access;
  message: string;
  pitch?: { title: string; description: string };
  /** A member without premium access: why (paused until, ended on, no plan), for the screen's way back. */
  standing?: NoAccess;
};

/**
 * The pages' one guard, for loaders and actions alike: it applies the API's rule for the
 * access level and throws the refusal (401 to log in, 403 otherwise), so no page renders
 * a half-authorised state. Which page needs which level is app/page-access.ts.
 */
async function requireAccess(context: AppLoadContext, access: Exclude<Access, 'anyone'>, pitch?: PageRefusal['pitch']): Promise<Viewer> {
  const refusal = await refuseAccess(context.services, context.viewer, access);
  if (!refusal) return context.viewer!;
  const { reason, message, standing } = refusal;
  throw data<PageRefusal>({ reason, access, message, ...(pitch ? { pitch } : {}), ...(standing ? { standing } : {}) }, { status: refusal.status });
}

export const requireMember = (context: AppLoadContext) => requireAccess(context, 'member');
export const requireCoach = (context: AppLoadContext) => requireAccess(context, 'coach');
/** `pitch` is what a member without a plan is shown instead: the page's own title and summary. */
export const requireSubscriber = (context: AppLoadContext, pitch?: PageRefusal['pitch']) => requireAccess(context, 'subscriber', pitch);

/** Nothing here by that name (or not the viewer's): the page's 404. */
export function pageNotFound(): never {
  throw data(null, { status: 404 });
}
