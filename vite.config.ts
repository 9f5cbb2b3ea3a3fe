import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createLogger, defineConfig, type Plugin } from 'vite';

/**
 * Fewer, larger chunks for the pages that hydrate (the content pages ship no JavaScript, ADR
 * 0024). By default every module two routes share becomes its own file, about 40 requests for
 * a member page, each a round trip on a phone; instead the framework (React, React DOM, React
 * Router) and the code the root route loads (header, footer, theme and their packages) are one
 * file each, which every hydrated page needs anyway. The bytes are the same either way.
 */
function clientChunks(): Plugin {
  type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };
  const rootRoute = [`${import.meta.dirname}/app/root.tsx`, `${import.meta.dirname}/app/root.tsx?__react-router-build-client-route`];
  /**
   * Modules reachable by static imports from the root route. A package index that only
   * re-exports (lucide-react's lists every icon) is not followed: what the app uses of it
   * is tree-shaken from the whole build, so following it put every icon any page shows
   * (84, about 47 KB before minifying) in the file every page loads. The icons the shell
   * itself uses are then grouped by the default rules, with the modules that use them.
   */
  const reachableFromRoot = (graph: Graph) => {
    const seen = new Set<string>();
    const stack = [...rootRoute];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (info && !reExportsOnly(info.code)) stack.push(...info.importedIds);
    }
    return seen;
  };
  let shell: Set<string> | undefined;
  return {
    name: 'clearpath:client-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'framework and shell',
                    name(id, graph) {
                      if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'framework';
                      shell ??= reachableFromRoot(graph);
                      if (!shell.has(id)) return null;
                      return id.includes('/node_modules/') ? 'framework' : 'shell';
                    },
                  },
                  // Icons several pages show, in one file rather than one request each; the
                  // shell's own stay in the shell and a page's own with that page.
                  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * Whether a module's source is nothing but imports and re-exports (`export … from`,
 * `export { … }`): a package's barrel index. Anything else, or a statement split over lines
 * without semicolons, counts as code, which only means its imports are followed as before.
 */
function reExportsOnly(code: string | null) {
  const statements = (code ?? '')
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '' && !/^["']use strict["']$/.test(statement));
  return statements.length > 0 && statements.every((statement) => /^(import\b|export\s*[*{])/.test(statement));
}

/**
 * The server build is the whole server: besides React Router's page bundle (`index.js`) it
 * bundles the Hono server (`main.js`, `npm start`) and the job worker (`worker.js`,
 * `npm run worker`), so a server module a route imports and the one the Hono server imports
 * are the same module, loaded once, and the dependencies stay in node_modules (ADR 0040).
 * `server/serve.ts` loads the pages through `virtual:react-router/server-build`.
 */
function serverEntries(): Plugin {
  return {
    name: 'clearpath:server-entries',
    apply: 'build',
    // React Router builds each bundle as a Vite environment (`v8_viteEnvironmentApi`): the
    // server's entries belong to the `ssr` environment only.
    configEnvironment(name) {
      if (name !== 'ssr') return;
      return {
        build: {
          sourcemap: true,
          rollupOptions: {
            input: { index: 'virtual:react-router/server-build', main: 'server/main.ts', worker: 'server/worker.ts' },
            output: { entryFileNames: '[name].js' },
          },
        },
      };
    },
  };
}

/**
 * Vite's own logger, less one warning we cannot act on: React Router 7 creates its internal
 * Vite servers (route typegen, the child compiler) with the deprecated `envFile: false`, and
 * Vite 8 says so on every start, three times. Our own configuration sets no `envFile`. React
 * Router passes this logger to those servers, so the line goes once it stops using the option.
 */
function withoutFrameworkDeprecations() {
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (message.includes('The `envFile` option is deprecated')) return;
    warn(message, options);
  };
  return logger;
}

export default defineConfig({
  customLogger: withoutFrameworkDeprecations(),
  plugins: [tailwindcss(), reactRouter(), clientChunks(), serverEntries()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
