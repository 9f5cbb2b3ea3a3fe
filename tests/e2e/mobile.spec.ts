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
  await page.goto('/hub');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await page.getByRole('banner').getByLabel('Menu').click();
  await expect(mobileNav).toBeVisible();
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
  await expect(mobileNav).toBeHidden();
});
