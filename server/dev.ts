import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { loadConfig } from './platform/config';
import { describeDatabase, startServices } from './services';
import { createApp } from './app';
import { parameterisedPagePatterns } from './http/page-patterns';
import { announceDemoReach, closeGracefullyOnSignals, listeningUrl } from './http/listen';

/** Development entry (`npm run dev`): Vite serves modules with HMR, Hono serves the rest. */
const config = loadConfig();
const { services, close } = await startServices(config);
const vite = await createViteServer({ server: { middlewareMode: true } });
const loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
const handle = createRequestHandler(loadBuild, 'development');
// No page cache: development renders every page afresh, so an edit shows on reload.
const app = createApp({
  services,
  renderPage: (request, context) => handle(request, Object.assign(new RouterContextProvider(), context)),
  // Read once: a new parameterised page needs a restart before its log lines show the pattern.
  pagePatterns: parameterisedPagePatterns((await loadBuild()).routes),
});
const honoListener = getRequestListener(app.fetch);

const server = createServer((req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
server.listen(config.port, config.host, () => {
  services.logger.info({ database: describeDatabase(config) }, `dev server on ${listeningUrl(server)}`);
  announceDemoReach(config, services.logger);
});
closeGracefullyOnSignals(server, services.logger, async () => {
  await vite.close();
  await close();
});
