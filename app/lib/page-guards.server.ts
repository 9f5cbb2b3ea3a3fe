import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { refuseAccess, refuseSubscriber, type AccessRefusal } from '@server/features/kit/access';
import type { Access } from '@server/features/kit/route-table';
import type { Viewer } from '@server/features/auth/viewer';
import type { NoAccess } from '@server/features/billing/access-standing';
import { loadShell, type Shell } from '~/lib/shell.server';

/**
 * What a refused page throws (rendered by an error boundary, `pageErrorBoundary`): why, as
 * the API's guard words it, and what the refusal screen may show (a premium page's own pitch).
 */
export type PageRefusal = {
  reason: 'login' | 'coach' | 'subscription';
  access: Access;
  message: string;
  pitch?: Pitch;
  /** A member without premium access: why (paused until, ended on, no plan), for the screen's way back. */
  standing?: NoAccess;
  /** The page frame (header, theme, banner) of an area's refusal, which no loader follows. */
  shell?: Shell;
};

/** A premium page's own title and summary, shown to a member without a plan instead of the page. */
export type Pitch = { title: string; description: string };

type Context = Readonly<RouterContextProvider>;
type GuardedAccess = Exclude<Access, 'anyone'>;

/** The signed-in person an area's guard let in; set only by `guardArea`. */
const areaViewer = createContext<Viewer>();

function throwRefusal({ status, reason, message, standing }: AccessRefusal, access: Access, pitch?: Pitch, shell?: Shell): never {
  throw data<PageRefusal>({ reason, access, message, ...(pitch ? { pitch } : {}), ...(standing ? { standing } : {}), ...(shell ? { shell } : {}) }, { status });
}

/**
 * The pages' one guard: the middleware of an area's layout route (app/routes.ts). It applies
 * the API's rule for the access level before any loader or action of the area runs and throws
 * the refusal (401 to log in, 403 for coaches only or for a plan), so no page renders a
 * half-authorised state and no page repeats the check. `pitchFor` words a premium page's
 * refusal from its address.
 */
export function guardArea(access: GuardedAccess, pitchFor?: (url: URL) => Pitch | undefined): MiddlewareFunction<Response> {
  // `url` is the page's own address, also for a data request (whose request URL ends in `.data`).
  return async ({ request, url, context }, next) => {
    const refusal = await refuseAccess(context.services, context.viewer, access);
    if (refusal) throwRefusal(refusal, access, pitchFor?.(url), await loadShell(request, context));
    context.set(areaViewer, context.viewer!);
    return next();
  };
}

/**
 * A public page whose forms are a member's (the hub's upload desk): anyone reads it, and its
 * action is guarded as the members' area guards, with the same refusal screens.
 */
export function guardWrites(access: GuardedAccess): MiddlewareFunction<Response> {
  const guard = guardArea(access);
  return (args, next) => (args.request.method === 'GET' || args.request.method === 'HEAD' ? next() : guard(args, next));
}

/** The demo-only area: pages that exist only in demo mode are not found anywhere else. */
export const demoOnly: MiddlewareFunction<Response> = ({ context }, next) => {
  if (!context.services.config.demo) pageNotFound();
  return next();
};

/** The signed-in person of a guarded area, for its loaders and actions (never null there). */
export const guardedViewer = (context: Context): Viewer => context.get(areaViewer);

/**
 * A write on a member's page that needs a plan when the page itself does not (a paused member
 * reads their drafts but sends none, ADR 0037): the subscriber rule, refused as the areas refuse.
 */
export async function requirePlanForWrite(context: Context): Promise<Viewer> {
  const viewer = guardedViewer(context);
  const refusal = await refuseSubscriber(context.services, { userId: viewer.userId });
  if (refusal) throwRefusal(refusal, 'subscriber');
  return viewer;
}

/** Nothing here by that name (or not the viewer's): the pages' one 404. */
export function pageNotFound(): never {
  throw data(null, { status: 404 });
}
