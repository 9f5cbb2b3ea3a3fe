import { reactRouter } from '@react-router/dev/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * React Router's plugin resolves server modules with Vite's `module` condition, as a bundler
 * would; the tests run them in Node unbundled, where that condition picks builds Node cannot
 * load (the AWS SDK's extensionless ES modules). Tests resolve as Node does.
 */
function nodeResolutionForTests(): Plugin {
  return {
    name: 'clearpath:node-resolution-for-tests',
    configEnvironment(_name, config) {
      if (config.resolve?.conditions) config.resolve.conditions = config.resolve.conditions.filter((condition) => condition !== 'module');
    },
  };
}

export default defineConfig({
  // Compiles `virtual:react-router/server-build` for the integration tests that render pages
  // (tests/support/page-renderer.ts); other tests never import a route module.
  plugins: [reactRouter(), nodeResolutionForTests()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{app,server,content,scripts,tests/integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The root route links the stylesheet by URL (`app.css?url`); unprocessed, the URL would be empty.
    css: { include: [/\/app\/app\.css/] },
    reporters: ['default', './tests/support/unhandled-errors-reporter.ts'],
    // Each integration file opens its own database; two cores run two files at once.
    maxWorkers: 2,
    // Generous: each file starts its own app and database, and a busy two-core machine can
    // take tens of seconds to do that; a hang still fails, only later.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
