import type { ServerBuild } from 'react-router';
import type { PageRenderer } from '@server/features/kit/context';
import { parameterisedPagePatterns } from '@server/http/page-patterns';
import { reactRouterPages } from '@server/http/page-renderer';

/** Provided by React Router's Vite plugin, which vitest.config.ts loads for this module. */
const serverBuildId = 'virtual:react-router/server-build';

/**
 * The app's pages, rendered in-process from the route modules vitest compiles itself: the
 * same module copies the test app uses, no build step and no second Vite server. Loaded on
 * first use, so a file that only calls the API never compiles the routes.
 *
 * 'production' mode, as `npm start` runs it: development mode would also collect each
 * page's CSS for a flash-free dev reload, which a test never looks at.
 */
export async function loadPageRenderer(): Promise<{ renderPage: PageRenderer; pagePatterns: string[] }> {
  const build = (await import(/* @vite-ignore */ serverBuildId)) as ServerBuild;
  return { renderPage: reactRouterPages(build, 'production'), pagePatterns: parameterisedPagePatterns(build.routes) };
}
