import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { loadConfig } from './platform/config';
import { describeDatabase, startServices } from './services';
import { createApp } from './app';
import { closeGracefullyOnSignals, listeningUrl } from './http/listen';

/** Development entry (`npm run dev`): Vite serves modules with HMR, Hono serves the rest. */
const config = loadConfig();
const { services, close } = await startServices(config);
const vite = await createViteServer({ server: { middlewareMode: true } });
const handle = createRequestHandler(
  () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  'development',
);
const app = createApp({ services, renderPage: (request, context) => handle(request, context) });
const honoListener = getRequestListener(app.fetch);

const server = createServer((req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
server.listen(config.port, config.host, () => {
  services.logger.info({ database: describeDatabase(config) }, `dev server on ${listeningUrl(server)}`);
});
closeGracefullyOnSignals(server, services.logger, async () => {
  await vite.close();
  await close();
});
