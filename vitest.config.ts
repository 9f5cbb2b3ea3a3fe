import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['{app,server,content,scripts,tests/integration}/**/*.test.{ts,tsx}'],
    environment: 'node',
    reporters: ['default', './tests/support/unhandled-errors-reporter.ts'],
    // Each integration file opens its own database; two cores run two files at once.
    maxWorkers: 2,
    // Generous: each file starts its own app and database, and a busy two-core machine can
    // take tens of seconds to do that; a hang still fails, only later.
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
