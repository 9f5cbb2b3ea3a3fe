import { describe, expect, it } from 'vitest';
import { builtBrowserScripts } from './support/portal-process';

/**
 * Route modules import server functions for their loaders and actions, which the build leaves
 * out of the browser; a value a page's component uses drags its whole module in. Drizzle marks
 * every table it defines, so that mark in the browser's JavaScript means the table definitions
 * (and the database layer) have been shipped to every visitor of some page.
 */
describe('the browser’s JavaScript', () => {
  it('holds no database code: no table definitions, no Drizzle', () => {
    const scripts = builtBrowserScripts();
    expect(scripts.length).toBeGreaterThan(10);
    const shipped = scripts.filter(({ text }) => text.includes('drizzle:entityKind')).map(({ name }) => name);
    expect(shipped, 'browser files holding Drizzle').toEqual([]);
  });
});
