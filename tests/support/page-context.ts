import { RouterContextProvider, type MiddlewareFunction } from 'react-router';
import type { PageContext } from '@server/features/kit/context';
import { guardArea } from '~/lib/page-guards.server';
import { testOrigin } from './test-app';

/**
 * React Router's context as server/app.ts builds it, for calling a page's loader or action
 * directly. A signed-in viewer is let in by the members' area guard first, as the middleware
 * of every guarded area does before a page's own code runs (ADR 0038).
 */
export async function pageContext(fields: Partial<PageContext> & Pick<PageContext, 'services' | 'viewer'>) {
  const context = Object.assign(new RouterContextProvider(), {
    clientAddress: '127.0.0.1',
    requestId: 'test',
    log: fields.services.logger,
    cspNonce: undefined,
    ...fields,
  });
  if (context.viewer) {
    const enter = guardArea('member');
    await enter({ request: new Request(testOrigin), context, params: {}, unstable_pattern: '/' } as never, async () => new Response());
  }
  return context;
}

/**
 * Calls a page's loader or action behind its route's own middleware (a page that is its own
 * area, like /applications), in order, as React Router does; what they throw is thrown.
 */
export async function behindMiddleware<T>(middleware: readonly MiddlewareFunction<Response>[], args: object, handler: () => Promise<T>): Promise<T> {
  const run = async (index: number): Promise<unknown> => {
    const step = middleware[index];
    if (!step) return handler();
    let result: unknown;
    const answer = await step(args as never, async () => (result = await run(index + 1)) as Response);
    return answer ?? result;
  };
  return (await run(0)) as T;
}

/** A loader's or action's arguments as React Router passes them: the request, the page's own address, the context and the path's parameters. */
export const routeArgs = (request: Request, context: unknown, params: Record<string, string> = {}) => ({ request, url: new URL(request.url), context, params }) as never;
