import { createServer as createViteServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { createApp } from '@server/app';
import { reactRouterPages } from '@server/http/page-renderer';
import type { TestApp } from './test-app';

/**
 * The test app with its pages, rendered from source by Vite as `npm run dev` renders them,
 * so no build is needed. The route modules, and the server modules they import, are Vite's
 * own copies beside the test's services: a refusal thrown on one side and read on the other
 * must be known by its code, not its class (ADR 0040).
 */
export async function withPages(t: TestApp) {
  // `fs.strict: false`: node_modules may be a link to a folder outside the project.
  const vite = await createViteServer({ server: { middlewareMode: true, hmr: false, fs: { strict: false } }, logLevel: 'error' });
  const site = createApp({
    services: t.services,
    renderPage: reactRouterPages(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development'),
  });
  return { site, close: () => vite.close() };
}
