import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { letYoungGenerationGrow } from './platform/v8-memory';
import type { createRequestHandler, RouterContextProvider, ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './platform/config';
import { clientBuildDir, serverBuildFile } from './platform/paths';
import { describeDatabase, startServices } from './services';
import { createApp } from './app';
import { createPageCache } from './http/page-cache';
import { parameterisedPagePatterns } from './http/page-patterns';
import { announceDemoReach, closeGracefullyOnSignals, listeningUrl } from './http/listen';

/** The built React Router app behind the Hono server, started by server/main.ts. */
async function servePortal() {
  const config = loadConfig();
  // Loading the page bundle overlaps with opening the database (PGlite compiles on other threads).
  const loadingBuild = import(pathToFileURL(serverBuildFile).href) as Promise<ServerBuild>;
  loadingBuild.catch(() => {}); // reported below, once the services have started or failed
  const { services, close } = await startServices(config);
  const build = await loadingBuild;
  // The bundle's own copy of React Router (app/entry.server.tsx re-exports it).
  const entry = build.entry.module as ServerBuild['entry']['module'] & {
    createRequestHandler: typeof createRequestHandler;
    RouterContextProvider: typeof RouterContextProvider;
  };
  const handle = entry.createRequestHandler(build, 'production');
  const pageCache = createPageCache(services);
  const app = createApp({
    services,
    // Middleware needs React Router's context object; it carries the page context's fields.
    renderPage: (request, context) => handle(request, Object.assign(new entry.RouterContextProvider(), context)),
    staticDir: clientBuildDir,
    pageCache,
    pagePatterns: parameterisedPagePatterns(build.routes),
  });

  // Kept pages are answered before Hono builds a Request for them (server/http/page-cache.ts).
  const honoListener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!pageCache.answerFromMemory(req, res)) void honoListener(req, res);
  });
  server.listen(config.port, config.host, () => {
    letYoungGenerationGrow();
    services.logger.info(
      { database: describeDatabase(config), payments: config.payments.provider, demo: config.demo },
      `portal listening on ${listeningUrl(server)}`,
    );
    announceDemoReach(config, services.logger);
  });
  closeGracefullyOnSignals(server, services.logger, close);
}

servePortal().catch((error: unknown) => {
  // Configuration and lock errors are for a person to read, not a stack trace.
  const message = error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')
    ? error.message
    : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Cannot start the portal. ${message}\n`);
  process.exit(1);
});
