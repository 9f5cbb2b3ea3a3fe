import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Config } from './platform/config';
import { clientBuildDir } from './platform/paths';
import { describeDatabase, startServices } from './services';
import { createApp } from './app';
import { createPageCache } from './http/page-cache';
import { reactRouterPages } from './http/page-renderer';
import { parameterisedPagePatterns } from './http/page-patterns';
import { announceDemoReach, closeGracefullyOnSignals, listeningUrl } from './http/listen';
import { endStalledBodies } from './http/body-idle-timeout';

/**
 * The built React Router app behind the Hono server, started by server/main.ts; resolves once
 * it listens. The pages come from the same build as this module (ADR 0040), so a route and
 * the server share every server module, and React Router and React from node_modules.
 */
export async function servePortal(config: Config) {
  // Loading the page bundle overlaps with opening the database (PGlite compiles on other threads).
  const loadingBuild = import('virtual:react-router/server-build');
  loadingBuild.catch(() => {}); // reported below, once the services have started or failed
  const { services, close } = await startServices(config);
  const build = await loadingBuild;
  const pageCache = createPageCache(services);
  const app = createApp({
    services,
    renderPage: reactRouterPages(build, 'production'),
    staticDir: clientBuildDir,
    pageCache,
    pagePatterns: parameterisedPagePatterns(build.routes),
  });

  // Kept pages are answered before Hono builds a Request for them (server/http/page-cache.ts).
  const honoListener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!pageCache.answerFromMemory(req, res)) void honoListener(req, res);
  });
  endStalledBodies(server);
  closeGracefullyOnSignals(server, services.logger, close);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  services.logger.info(
    { database: describeDatabase(config), payments: config.payments.provider, demo: config.demo },
    `portal listening on ${listeningUrl(server)}`,
  );
  announceDemoReach(config, services.logger);
  // Whoever started the server is waiting for these lines: do not hold them for the next batch.
  services.logger.flush();
}
