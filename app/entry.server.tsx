import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider, type HandleErrorFunction } from 'react-router';
import { cacheablePageHeader, isPageSharing } from '@server/http/cacheable-page';
import { islandsScriptUrl } from '@server/http/islands-script';
import { NonceProvider } from './lib/nonce';
import { IslandsProvider, type IslandsServer } from './islands/island-context';

export const streamTimeout = 5_000;

/**
 * Streams the page for browsers; waits for everything for bots (and prerender-like
 * clients), so they get complete HTML. The CSP nonce reaches every inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.cspNonce;
  const sharing = pageSharing(routerContext);
  if (sharing) responseHeaders.set(cacheablePageHeader, sharing);
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandsProvider value={islandsServer(nonce)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsProvider>
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** A plain page's islands (ADR 0051): each its own root, with the request's nonce for its inline scripts. */
function islandsServer(nonce: string | undefined): IslandsServer {
  let count = 0;
  return {
    scriptUrl: islandsScriptUrl({ development: import.meta.env.DEV }),
    render: (element: ReactElement, identifierPrefix: string) =>
      renderToString(<NonceProvider value={nonce}>{element}</NonceProvider>, { identifierPrefix }),
    nextPrefix: (name: string) => `${name}${(count += 1)}-`,
  };
}

/**
 * Unexpected loader, action and render errors go to the request's log (with its id); a
 * thrown 404 or 403 is an answer, not an error, and an aborted request is the client's choice.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  (context as Readonly<RouterContextProvider>).log.error({ err: error }, 'page error');
};

/** What the matched page's route says may be kept of its HTML (app/lib/cacheable-page.ts); only for a 200. */
function pageSharing({ staticHandlerContext, routeModules }: EntryContext) {
  const leaf = staticHandlerContext.matches.at(-1);
  const handle = leaf ? (routeModules[leaf.route.id]?.handle as { pageCache?: unknown } | undefined) : undefined;
  return staticHandlerContext.statusCode === 200 && isPageSharing(handle?.pageCache) ? handle.pageCache : undefined;
}
