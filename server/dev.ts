import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './platform/config';
import { describeDatabase, startServices } from './services';
import { createApp } from './app';
import { parameterisedPagePatterns } from './http/page-patterns';
import { reactRouterPages } from './http/page-renderer';
import { announceDemoReach, closeGracefullyOnSignals, listeningUrl } from './http/listen';
import { endStalledBodies } from './http/body-idle-timeout';

/**
 * React Router 7 starts Vite servers of its own (one reads react-router.config.ts, one
 * compiles route exports) with `envFile: false`, which Vite 8 reports as deprecated each time;
 * React Router 8 passes `envDir: false` instead, and 7.x has no release that does. While the
 * development server starts, that one warning is left out: it names no option of ours.
 */
async function withoutReactRouterEnvFileWarning<T>(start: () => Promise<T>): Promise<T> {
  /* eslint-disable no-console -- Vite writes its warnings through console.warn */
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('The `envFile` option is deprecated')) return;
    warn(...args);
  };
  try {
    return await start();
  } finally {
    console.warn = warn;
  }
  /* eslint-enable no-console */
}

/** Development entry (`npm run dev`): Vite serves modules with HMR, Hono serves the rest. */
const config = loadConfig();
const { services, close } = await startServices(config);
const vite = await withoutReactRouterEnvFileWarning(() => createViteServer({ server: { middlewareMode: true } }));
// The server build runs in Vite's SSR environment (React Router's `v8_viteEnvironmentApi`).
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite’s SSR environment cannot run modules in this process');
const loadBuild = () => ssr.runner.import<ServerBuild>('virtual:react-router/server-build');
const { routes } = await withoutReactRouterEnvFileWarning(loadBuild);
// No page cache: development renders every page afresh, so an edit shows on reload.
const app = createApp({
  services,
  renderPage: reactRouterPages(loadBuild, 'development'),
  // Read once: a new parameterised page needs a restart before its log lines show the pattern.
  pagePatterns: parameterisedPagePatterns(routes),
});
const honoListener = getRequestListener(app.fetch);

const server = createServer((req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
endStalledBodies(server);
server.listen(config.port, config.host, () => {
  services.logger.info({ database: describeDatabase(config) }, `dev server on ${listeningUrl(server)}`);
  announceDemoReach(config, services.logger);
});
closeGracefullyOnSignals(server, services.logger, async () => {
  await vite.close();
  await close();
});
