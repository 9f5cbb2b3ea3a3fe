import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { islandsBuildRecordFile } from './server/platform/paths';

/**
 * The islands' own client build (ADR 0051): a plain page's script, apart from React Router's
 * bundle so that it carries React DOM and the islands' code and nothing of the router.
 */
export default defineConfig({
  plugins: [withoutReactRouter(), recordEntry()],
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
 * An island hydrates without React Router, so nothing it imports may reach the router: the
 * build fails and names the importer instead of quietly shipping the router's 36 KB.
 */
function withoutReactRouter(): Plugin {
  return {
    name: 'clearpath:islands-without-react-router',
    enforce: 'pre',
    resolveId(source, importer) {
      if (/^(react-router|@react-router\/)/.test(source)) {
        this.error(`${importer ?? 'an island'} imports ${source}: islands hydrate without React Router (ADR 0051)`);
      }
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
