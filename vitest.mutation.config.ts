import { defineConfig } from 'vitest/config';

// The unit tests of the rule modules, for mutation testing (npm run test:mutation, see
// stryker.config.mjs): fast files beside the code, no integration tests, no database.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'server/features/kit/*.test.ts',
      'server/features/billing/*.test.ts',
      'server/platform/uk-calendar.test.ts',
      'content/answer-checker.test.ts',
      'content/firm-name-forms.test.ts',
      'server/features/practice/*.test.ts',
      'server/features/timed-attempts/*.test.ts',
    ],
    environment: 'node',
    // A mutant that stops a module loading fails every test file importing it: count it so.
    reporters: ['default', './tests/support/unloadable-file-reporter.ts'],
  },
});
