import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import { Sun } from 'lucide-react'` becomes `import Sun from 'lucide-react/icons/sun'` in
 * the browser build. The barrel file links all 1,600 icons; with it out of the import graph a
 * chunk can be formed from what a page really imports (see clientChunks).
 */
function lucideDirectImports(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  /** Every name the barrel exports (Sun, SunIcon, LucideSun) → its icon file. */
  const readBarrel = () => {
    const barrel = createRequire(import.meta.url).resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
    const files = new Map<string, string>();
    for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
      for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
    }
    return files;
  };
  return {
    name: 'clearpath:lucide-direct-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]app[\\/][^?]*\.tsx?($|\?)/, code: 'lucide-react' },
      handler(code) {
        iconFiles ??= readBarrel();
        const files = iconFiles;
        return code.replace(/import\s*\{([^}]*)\}\s*from\s*(["'])lucide-react\2;?/g, (statement, list: string) => {
          const direct: string[] = [];
          const rest: string[] = [];
          for (const specifier of list.split(',').map((part) => part.trim()).filter(Boolean)) {
            const [name, alias = name] = specifier.split(/\s+as\s+/);
            const file = files.get(name!);
            if (file) direct.push(`import ${alias} from 'lucide-react/icons/${file}';`);
            else rest.push(specifier);
          }
          if (!direct.length) return statement;
          return [...direct, ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : [])].join('\n');
        });
      },
    },
  };
}

/**
 * Fewer, larger chunks for the browser. By default every module two routes share becomes its
 * own file, so the home page asked for 38 scripts; over HTTP/1.1 on a phone each costs a
 * round trip. Four groups instead:
 * - framework: React, React DOM, React Router and the other packages the root route loads;
 * - shell: the app code the root route loads (header, footer, theme, their helpers);
 * - pages: what the home page shares with other pages (sections, cards, icons, SEO tags);
 * - marketing: what the other marketing pages share among themselves.
 * The first three and its own chunk are all the home page loads. What is loaded with import()
 * (the Account dialog, toasts, pdf.js) stays out, in chunks of its own.
 */
function clientChunks(): Plugin {
  type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  /** Modules reachable by static imports from those given. */
  const reachable = (graph: Graph, from: string[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      // A barrel (lucide's links every icon) would drag in what no page uses: go around it.
      if (!id.includes('/lucide-react/dist/esm/lucide-react.mjs')) stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const routeIds = (...files: string[]) =>
    files.flatMap((file) => {
      const path = `${import.meta.dirname}/app/${file}`;
      return [path, `${path}?__react-router-build-client-route`];
    });
  // The contact page keeps its form (react-hook-form, zod) to itself.
  const otherMarketingPages = ['services', 'about', 'faq', 'article'].map((page) => `routes/${page}.tsx`);
  const ownCode = (id: string) => !/[\\/]node_modules[\\/](?!lucide-react)/.test(id);
  let shell: Set<string> | undefined;
  let home: Set<string> | undefined;
  let marketing: Set<string> | undefined;
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
                    name(id, graph) {
                      if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'framework';
                      shell ??= reachable(graph, routeIds('root.tsx'));
                      if (!shell.has(id)) return null;
                      return id.includes('/node_modules/') ? 'framework' : 'shell';
                    },
                  },
                  {
                    name(id, graph) {
                      home ??= reachable(graph, routeIds('routes/home.tsx'));
                      return home.has(id) && ownCode(id) ? 'pages' : null;
                    },
                    minShareCount: 2,
                  },
                  {
                    name(id, graph) {
                      marketing ??= reachable(graph, routeIds(...otherMarketingPages));
                      return marketing.has(id) && ownCode(id) ? 'marketing' : null;
                    },
                    minShareCount: 2,
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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), lucideDirectImports(), clientChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // The server build carries its own production React: `npm start` leaves NODE_ENV unset for
  // demo mode, and React would otherwise pick its development build at run time (ADR 0009).
  ...(command === 'build' && isSsrBuild
    ? {
        // Everything React-based comes along (one copy of React); the server's own libraries
        // stay shared with the Hono server.
        ssr: { noExternal: [/^(?!node:|@electric-sql|@hono|better-auth|busboy|drizzle-orm|file-type|hono|marked|nodemailer|pdf-lib|pdfjs-dist|pg|pino|stripe|zod)/] },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
}));
