import { defineConfig } from 'vitest/config';

// Several portal processes as one site (npm run test:instances): the production build, twice,
// on the PostgreSQL server named by TEST_DATABASE_URL and one s3rver bucket. The script builds first.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/instances/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/support/unhandled-errors-reporter.ts'],
    // The tests share two running instances, and one kills and restarts the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
