import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering has no guard but lint: check that lint still refuses a wrong-way import.
const eslint = new ESLint();
const ruleIds = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
};

describe('layers', () => {
  it('refuses an import from a higher server layer, relative or through the alias', async () => {
    expect(await ruleIds('server/platform/probe.ts', "export { mountRoutes } from '../features/kit/route-table';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('server/db/probe.ts', "export type { Services } from '@server/features/kit/context';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('allows an import from a lower server layer', async () => {
    expect(await ruleIds('server/features/probe.ts', "export { HttpError } from '../platform/errors';\n")).toEqual([]);
  });

  it('refuses server runtime code in browser modules through the alias', async () => {
    expect(await ruleIds('app/features/probe.ts', "export { getAccount } from '@server/features/account/get-account';\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });
});
