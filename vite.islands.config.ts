import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { islandsBuildRecordFile } from './server/platform/paths';

/**
 * The islands' own client build (ADR 0051): a plain page's script, apart from React Router's
 * bundle so that it carries React DOM and the islands' code and nothing of the router.
 */
export default defineConfig({
  plugins: [keepOutOfIslands(), recordEntry()],
  resolve: { tsconfigPaths: true },
  publicDir: false,
  build: {
    outDir: 'build/client',
    // React Router's build wrote the rest of build/client just before.
    emptyOutDir: false,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: { islands: 'app/islands/boot.client.ts' },
      output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/islands-[name]-[hash].js' },
    },
  },
});

/**
 * What no island may import, and why: the build fails and names the importer instead of
 * quietly shipping it. React Router: islands hydrate without it (its 36 KB). zod: building
 * schemas in the browser cost the application page's answer box a quarter of a second of
 * blocking time on Lighthouse's phone; an island checks input with the zod-free rule its
 * schema is built from (`text.rules.ts`, `draft.rules.ts`).
 */
const keptOutOfIslands = [
  { source: /^(react-router|@react-router\/)/, why: 'islands hydrate without React Router' },
  { source: /^zod(\/|$)/, why: 'islands check input with the zod-free rule their schema is built from' },
];

function keepOutOfIslands(): Plugin {
  return {
    name: 'clearpath:kept-out-of-islands',
    enforce: 'pre',
    resolveId(source, importer) {
      const rule = keptOutOfIslands.find((kept) => kept.source.test(source));
      if (rule) this.error(`${importer ?? 'an island'} imports ${source}: ${rule.why} (ADR 0051)`);
      return null;
    },
  };
}

/** Writes the entry's URL where the server reads it, outside build/client so it is never served. */
function recordEntry(): Plugin {
  return {
    name: 'clearpath:islands-entry-record',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) this.error('the islands build produced no entry');
      await mkdir(path.dirname(islandsBuildRecordFile), { recursive: true });
      await writeFile(islandsBuildRecordFile, JSON.stringify({ script: `/${entry.fileName}` }));
    },
  };
}
