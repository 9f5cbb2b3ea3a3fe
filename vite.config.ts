import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Fewer, larger chunks for the pages that hydrate (the content pages ship no JavaScript, ADR
 * 0024). By default every module two routes share becomes its own file, about 40 requests for
 * a member page, each a round trip on a phone; instead the framework (React, React DOM, React
 * Router) and the code the root route loads (header, footer, theme and their packages) are one
 * file each, which every hydrated page needs anyway. The bytes are the same either way.
 */
function clientChunks(): Plugin {
  type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  const rootRoute = [`${import.meta.dirname}/app/root.tsx`, `${import.meta.dirname}/app/root.tsx?__react-router-build-client-route`];
  /** Modules reachable by static imports from the root route. */
  const reachableFromRoot = (graph: Graph) => {
    const seen = new Set<string>();
    const stack = [...rootRoute];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
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
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), clientChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The server build carries its own production React: `npm start` leaves NODE_ENV unset for
  // demo mode, and React would otherwise pick its development build at run time (ADR 0009).
  ...(command === 'build'
    ? {
        environments: {
          ssr: {
            // Everything React-based comes along (one copy of React); the server's own
            // libraries stay shared with the Hono server.
            resolve: { noExternal: [/^(?!node:|@electric-sql|@hono|better-auth|busboy|drizzle-orm|file-type|hono|marked|nodemailer|pdf-lib|pdfjs-dist|pg|pino|stripe|zod)/] },
            define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          },
        },
      }
    : {}),
}));
