import { expect, test } from './support/test';
import { logInAs } from './support/members';
import { expectPageOnScreen } from './support/viewer';

// Runs in both projects: a desktop browser and a phone.

test.beforeEach(async ({ page }) => {
  await logInAs(page, 'subscriber@clearpath.test');
});

test('every way of turning the page brings that page on screen, drawn, with the counter in step', async ({ page }) => {
  await page.goto('/firm-profiles');
  await page.getByRole('button', { name: /Clifford Chance/ }).click();
  await expectPageOnScreen(page, 1);

  // Opening a profile puts the keyboard in the pages.
  await page.keyboard.press('PageDown');
  await expectPageOnScreen(page, 2);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expectPageOnScreen(page, 3);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expectPageOnScreen(page, 2);

  const pageNumber = page.getByRole('textbox', { name: 'Page number' });
  await pageNumber.fill('4');
  await pageNumber.press('Enter');
  await expectPageOnScreen(page, 4);

  const pages = page.getByRole('document', { name: /Clifford Chance/ });
  await pages.click();
  await page.keyboard.press('Home');
  await expectPageOnScreen(page, 1);
  await page.keyboard.press('End');
  await expectPageOnScreen(page, 4);
  await page.keyboard.press('PageUp');
  await expectPageOnScreen(page, 3);
  await page.keyboard.press('ArrowLeft');
  await expectPageOnScreen(page, 2);
  await page.keyboard.press('ArrowRight');
  await expectPageOnScreen(page, 3);
});

test('scrolling by hand moves the counter with the pages, and zoom keeps the page in view', async ({ page }) => {
  await page.goto('/firm-profiles?item=clifford-chance');
  await expectPageOnScreen(page, 1);

  const pages = page.getByRole('document', { name: /Clifford Chance/ });
  const distanceToPage3 = await pages.evaluate(
    (area) => (area.querySelector<HTMLElement>('[data-page-number="3"]')?.offsetTop ?? 0) - area.scrollTop,
  );
  await pages.hover();
  await page.mouse.wheel(0, distanceToPage3);
  await expectPageOnScreen(page, 3);

  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.click();
  await expectPageOnScreen(page, 3);
  await zoomIn.click();
  await expectPageOnScreen(page, 3);
  await page.getByRole('button', { name: 'Fit to width' }).click();
  await expectPageOnScreen(page, 3);
});

test('with nothing focused, paging keys go to the window first, then to the document', async ({ page }) => {
  await page.goto('/firm-profiles?item=clifford-chance');
  await expectPageOnScreen(page, 1);
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  // The window scrolls smoothly: only once it is at its end does the next key belong to the document.
  await expect
    .poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight))
    .toBe(true);
  await page.keyboard.press('PageDown');
  await expectPageOnScreen(page, 2);
});

test('a link to a page opens the document at that page', async ({ page }) => {
  await page.goto('/firm-profiles?item=clifford-chance&page=3');
  await expectPageOnScreen(page, 3);
  await expect(page.getByRole('heading', { name: 'Clifford Chance' })).toBeVisible();
});
