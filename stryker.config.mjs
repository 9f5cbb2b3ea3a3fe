// Mutation testing of the rule modules (npm run test:mutation; slow, so not part of npm test).
// Each mutant runs only the unit tests beside its module (vitest.mutation.config.ts); see
// docs/testing-mutation.md for the scores and how to read a surviving mutant.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'server/features/kit/access.ts',
    'server/features/billing/access-standing.ts',
    // Its rules (grantsAccess, the membership, the status answer and its price); the two SQL
    // queries at either end (readBilling's read, findOwnInvoice) are the integration tests' part.
    'server/features/billing/subscription-status.ts:28-133',
    'content/answer-checker.ts',
    'content/firm-name-forms.ts',
    'server/platform/uk-calendar.ts',
    'server/features/practice/score-answer.ts',
    'server/features/timed-attempts/timing.ts',
  ],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
