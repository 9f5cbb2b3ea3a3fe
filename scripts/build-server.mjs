// Bundles the Hono server (server/main.ts) and the job worker (server/worker.ts) into
// build/server/. Dependencies stay external (node_modules); the React Router build is loaded at run time. Splitting keeps
// main.js's dynamic import of the server a real one, so main.js runs before the
// dependencies load (server/main.ts).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts', 'server/worker.ts'],
  outdir: 'build/server',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
