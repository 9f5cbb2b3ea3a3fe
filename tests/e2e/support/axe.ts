import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { recordRenderedDocument } from './html-record';

/** Fails with a readable list when axe finds serious or critical WCAG 2.1 AA violations. */
export async function expectAccessible(page: Page, label = page.url()) {
  await recordRenderedDocument(page, label);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) => `${v.impact}: ${v.id} (${v.help})\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
  expect(report, `axe violations on ${label}`).toEqual([]);
}

/** Sets the theme the way a visitor's choice is kept: the theme cookie. */
export async function useTheme(page: Page, theme: 'light' | 'dark', baseURL: string) {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
}
