import type { RunnerTestCase, RunnerTestFile, Vitest } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/**
 * Gives each test file that failed to load one failed test carrying its load error, for the
 * mutation run (vitest.mutation.config.ts). Stryker's Vitest runner scores a mutant from the
 * tests it collects, and a file whose import throws collects none: a mutant that stops the
 * module loading at all (a firm's entry emptied, its slug blanked) would count as survived
 * although every test of the module fails with it. A file that loaded is left as it is.
 */
export default class UnloadableFileReporter implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

// Only the fields a reader of finished results looks at: a test's context and hooks are
// Vitest's to build while it runs, and nothing runs this one.
const loadFailure = (file: RunnerTestFile) =>
  ({
    type: 'test',
    id: `${file.id}_load`,
    name: 'loads',
    fullName: `${file.name} > loads`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    result: { state: 'fail', errors: file.result?.errors ?? [{ message: 'the file failed to load' }] },
  }) as unknown as RunnerTestCase;
