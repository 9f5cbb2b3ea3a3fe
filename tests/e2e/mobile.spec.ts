import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

test('the mobile menu opens and navigates on the home page, which has no scripts', async ({ page }) => {
  await page.goto('/');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeHidden();
  await page.getByText('Menu', { exact: true }).or(page.getByLabel('Menu')).first().click();
  await expect(mobileNav).toBeVisible();
  await expectAccessible(page, 'mobile menu open');
  await mobileNav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Support for every stage of your application' })).toBeVisible();
  await expect(mobileNav).toBeHidden();
});

test('where scripts run, the open mobile menu closes when the page beside it is touched', async ({ page }) => {
  await page.goto('/contact');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await page.getByRole('banner').getByLabel('Menu').click();
  await expect(mobileNav).toBeVisible();
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
  await expect(mobileNav).toBeHidden();
});

test('the header buttons keep their place while the menu is still being parsed', async ({ page }) => {
  await page.goto('/');
  const summary = page.getByRole('banner').locator('details > summary');
  const themeButton = page.getByRole('banner').getByRole('button', { name: /^Switch to/ }).first();
  const before = await themeButton.boundingBox();
  // A first paint can fall between the parser adding <details> and its <summary>: the browser
  // then draws its own, wider "Details" label. Without the summary, nothing beside it moves.
  await summary.evaluate((element) => element.remove());
  await expect(page.getByRole('banner').locator('details')).toHaveCSS('width', '40px');
  expect(await themeButton.boundingBox()).toEqual(before);
});

for (const width of [320, 390]) {
  test(`at ${width} px without scripts, the open mobile menu covers nothing once focus has left it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('banner').getByLabel('Menu').click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav.getByRole('link').first()).toBeFocused();
    await expect(mobileNav).toBeVisible();

    // The window scrolled so that the first link after the menu lies under the open menu: where the bug would hide it.
    await page.evaluate(() => {
      const menu = document.querySelector('[data-mobile-menu]')!;
      const next = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].find(
        (element) => menu.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !menu.contains(element),
      )!;
      scrollBy({ top: next.getBoundingClientRect().top - 160, behavior: 'instant' });
    });
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-mobile-menu]')));
    for (let presses = 0; presses < 20 && (await focusInMenu()); presses++) await page.keyboard.press('Tab');
    expect(await focusInMenu()).toBe(false);

    // What a person sees at the focused element's centre is that element, not the menu (polled: the window may still be scrolling to it).
    const focusedSighting = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const hit = document.elementFromPoint(x, y);
        return {
          text: focused.textContent?.trim(),
          inView: y > 0 && y < innerHeight && x > 0 && x < innerWidth,
          uncovered: Boolean(hit && (hit === focused || focused.contains(hit))),
        };
      });
    await expect.poll(focusedSighting).toMatchObject({ inView: true, uncovered: true });
    await expect(mobileNav).toBeHidden();

    // Back to the menu's button: the menu shows again.
    await page.keyboard.press('Shift+Tab');
    for (let presses = 0; presses < 20 && !(await focusInMenu()); presses++) await page.keyboard.press('Shift+Tab');
    await expect(mobileNav).toBeVisible();
    await expectAccessible(page, `mobile menu at ${width} px`);
  });
}
