import { defineConfig } from 'vitest/config';

// The security suites (npm run test:security): hostile input, redirects, client addresses,
// payment chaos, sessions; crash safety, path parameters on pages, the log scan and demo
// defaults drive the built server as a process (so the script builds first).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/support/unhandled-errors-reporter.ts'],
    // Two cores: two files at once; crash safety spawns one server at a time.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
