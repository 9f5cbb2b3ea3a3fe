import { documentBodyPoints } from '@content/library/document-type';
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
  if (await pages.evaluate((area) => area.scrollWidth > area.clientWidth)) {
    // Pages wider than the area (a phone at a readable size): the side arrows pan the page.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pages.evaluate((area) => area.scrollLeft)).toBeGreaterThan(0);
    await expectPageOnScreen(page, 3);
    return;
  }
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

test('a document opens at a size a person can read: body text at least 12 px, the reading area whole on screen', async ({ page }) => {
  await page.goto('/firm-profiles?item=clifford-chance');
  await expectPageOnScreen(page, 1);
  // CSS pixels per PDF point of the drawn page, times the documents' body text size in points.
  const scale = await page.locator('[data-page-number="2"]').evaluate((element) => Number(getComputedStyle(element).getPropertyValue('--total-scale-factor')));
  expect(scale * documentBodyPoints).toBeGreaterThanOrEqual(12);

  // The viewer's box, toolbar to the foot of the pages, lies between the sticky header and the window's foot.
  const region = page.getByRole('region', { name: 'Clifford Chance' });
  await expect
    .poll(() =>
      region.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 64 && box.bottom <= innerHeight;
      }),
    )
    .toBe(true);
  await expect(page.getByRole('document', { name: /Clifford Chance/ })).toBeInViewport({ ratio: 0.9 });
});

test('turning the page from a page scrolled sideways shows the new page from its left edge', async ({ page }) => {
  await page.goto('/firm-profiles?item=clifford-chance');
  await expectPageOnScreen(page, 1);
  const pages = page.getByRole('document', { name: /Clifford Chance/ });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expectPageOnScreen(page, 1);
  const scrolledRight = await pages.evaluate((area) => {
    area.scrollLeft = area.scrollWidth;
    return area.scrollLeft;
  });
  expect(scrolledRight).toBeGreaterThan(100);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expectPageOnScreen(page, 2);
  const edges = await pages.evaluate((area) => {
    const areaBox = area.getBoundingClientRect();
    const pageBox = area.querySelector('[data-page-number="2"]')!.getBoundingClientRect();
    return { pageLeft: pageBox.left, areaLeft: areaBox.left, areaRight: areaBox.right };
  });
  // The page's left edge is inside the reading area, where its lines begin.
  expect(edges.pageLeft).toBeGreaterThanOrEqual(edges.areaLeft);
  expect(edges.pageLeft).toBeLessThan(edges.areaLeft + 40);
});

test('Home and End in the viewer go to the first and last page, and never scroll the window away', async ({ page }) => {
  await page.goto('/firm-profiles');
  await page.getByRole('button', { name: /Clifford Chance/ }).click();
  await expectPageOnScreen(page, 1);
  const windowTop = () => page.evaluate(() => Math.round(scrollY));
  const before = await windowTop();
  for (const [key, pageNumber] of [['Home', 1], ['End', 4], ['End', 4], ['Home', 1]] as const) {
    await page.keyboard.press(key);
    await expectPageOnScreen(page, pageNumber);
    expect(await windowTop(), `window after ${key}`).toBe(before);
  }
});
