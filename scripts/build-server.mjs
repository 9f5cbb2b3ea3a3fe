// Bundles the Hono server (server/main.ts) into build/server/main.js. Dependencies stay
// external (node_modules); the React Router build is loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'build/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
