import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv, PageRenderer, Services } from './features/kit/context';
import { HttpError, isHttpError } from './platform/errors';
import { compression } from './http/compression';
import { dropCopiesAfterWrites, withoutPageCache, type PageCache } from './http/page-cache';
import { loggedPath, requestLog } from './http/request-log';
import { sameOriginWrites, securityHeaders } from './http/security';
import { jsonBodyLimit } from './http/json-body-limit';
import { closeAfterUnreadBody } from './http/unread-body';
import { createApiRoutes } from './api';
import { getViewer } from './features/auth/viewer';
import { clientIp } from './platform/http-kit/client-ip';

export type AppOptions = {
  services: Services;
  /** React Router's handler; omitted in API-only tests. */
  renderPage?: PageRenderer;
  /** The built client assets to serve (production); in development Vite serves them. */
  staticDir?: string;
  /**
   * Where rendered pages are kept; server/serve.ts shares it with its Node-level fast path.
   * Without one (development, API tests) every page is rendered afresh.
   */
  pageCache?: PageCache;
  /** Page routes with parameters (server/http/page-patterns.ts), so logs name them by pattern. */
  pagePatterns?: string[];
};

const immutableAsset = /^\/assets\//;

export function createApp({ services, renderPage, staticDir, pageCache, pagePatterns = [] }: AppOptions) {
  // A trailing slash still matches its route, so a token in `/calendar/:feed/` is logged by pattern.
  const app = new Hono<AppEnv>({ strict: false });
  const { config, logger } = services;

  // Shared pages reach visitors from memory, before any other work is done for them.
  if (renderPage) app.use(pageCache ? pageCache.middleware : withoutPageCache);
  // Every write, by either door, drops the page copies it may change (ADR 0041), on every instance.
  app.use(dropCopiesAfterWrites(services));
  app.use(requestLog(logger));
  app.use(closeAfterUnreadBody);
  app.use(securityHeaders(config));
  app.use(compression());

  app.onError((error, c) => {
    if (isHttpError(error)) {
      // A refused page post (cross-site, too large) answers a person, not an API client.
      if (!c.req.path.startsWith('/api/')) return c.text(error.message, error.status, error.headers);
      return c.json(error.toBody(), error.status, error.headers);
    }
    (c.get('log') ?? logger).error({ err: error, path: loggedPath(c, 500) }, 'unhandled error');
    const body = { error: { code: 'internal', message: 'Something went wrong. Please try again.' } };
    return c.req.path.startsWith('/api/') ? c.json(body, 500) : c.text(body.error.message, 500);
  });

  app.get('/healthz', async (c) => {
    try {
      await services.ping();
      return c.json({ status: 'ok' });
    } catch (error) {
      c.get('log').error({ err: error }, 'health check failed');
      return c.json({ status: 'error' }, 503);
    }
  });

  // Page actions are writes too: the same origin check and body cap as the API's.
  app.use(sameOriginWrites(config));
  app.use(jsonBodyLimit);
  app.route('/api', createApiRoutes(services));
  app.all('/api/*', () => {
    throw new HttpError(404, 'not_found', 'No such API route');
  });

  if (staticDir) {
    app.use(
      '*',
      serveStatic({
        root: staticDir,
        // `npm run build` writes .br and .gz copies of scripts and styles next to them.
        precompressed: true,
        onFound: (path, c) => {
          c.header(
            'Cache-Control',
            immutableAsset.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      }),
    );
  }

  if (renderPage) {
    const render = async (c: Context<AppEnv>) =>
      renderPage(c.req.raw, {
        services,
        requestId: c.get('requestId'),
        log: c.get('log'),
        cspNonce: c.get('cspNonce'),
        viewer: await getViewer(services, c.req.raw.headers),
        clientAddress: clientIp(c, config.trustProxy),
      });
    for (const pattern of pagePatterns) app.all(pattern, render);
    app.all('*', render);
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
