import { expect, test, type Page } from './support/test';
import { logInAs } from './support/members';
import { pagesWithAccess } from './support/pages';

// The narrowest width content must reflow to without scrolling sideways (400% zoom of 1280 px).
const narrow = { width: 320, height: 640 };
test.use({ viewport: narrow });

/** Visits each page and names those wider than the viewport, with their width. */
async function pagesScrollingSideways(page: Page, paths: string[]) {
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > narrow.width) wide.push(`${path}: ${width}px`);
  }
  return wide;
}

test('at 320 px the header fits: every control is on screen, the Menu button included', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('link', { name: /Clearpath/ }),
    header.getByRole('button', { name: /Switch to (dark|light) theme/ }),
    header.getByRole('link', { name: 'Account' }),
    header.getByLabel('Menu'),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});

test('no public page scrolls sideways at 320 px', async ({ page }) => {
  expect(await pagesScrollingSideways(page, pagesWithAccess('anyone', 'demo'))).toEqual([]);
});

test('no member page scrolls sideways at 320 px', async ({ page }) => {
  await logInAs(page, 'subscriber@clearpath.test');
  expect(await pagesScrollingSideways(page, pagesWithAccess('member', 'subscriber', 'owner'))).toEqual([]);
});

test('no coach page scrolls sideways at 320 px: wide tables scroll inside their own region', async ({ page }) => {
  await logInAs(page, 'coach@clearpath.test');
  expect(await pagesScrollingSideways(page, pagesWithAccess('coach'))).toEqual([]);
});
