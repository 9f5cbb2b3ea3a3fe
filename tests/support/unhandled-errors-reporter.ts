import type { Reporter } from 'vitest/reporters';

/**
 * Repeats each unhandled error in one line after the summary. CI shows only the tail of a
 * failed run, and the default reporter prints these errors far above it.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, unhandledErrors: ReadonlyArray<{ name?: string; message?: string; stack?: string }>) {
    for (const error of unhandledErrors) {
      const frames = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).slice(0, 4);
      console.log(`unhandled: ${error.name ?? 'Error'}: ${error.message ?? ''} ${frames.map((f) => f.trim()).join(' | ')}`);
    }
  }
}
