import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { PageRenderer } from '../features/kit/context';

/**
 * React Router's request handler as the Hono app's page renderer. Route middleware (ADR 0038)
 * needs React Router's own context object, so each render's page context (services, viewer,
 * nonce...) is carried on one. Every way of serving pages (the build, `npm run dev`, the
 * tests) renders through here.
 */
export function reactRouterPages(build: ServerBuild | (() => Promise<ServerBuild>), mode: 'production' | 'development'): PageRenderer {
  const handle = createRequestHandler(build, mode);
  return (request, context) => handle(request, Object.assign(new RouterContextProvider(), context));
}
