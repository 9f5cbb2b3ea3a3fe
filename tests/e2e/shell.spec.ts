import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('the home page renders the shared chrome and passes axe in both themes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Fri 9AM-6PM GMT');
  const booking = page.getByRole('banner').getByRole('link', { name: /Book Free Consultation/ });
  await expect(booking).toHaveAttribute('target', '_blank');
  await expectAccessible(page, '/ (light)');

  const html = page.locator('html');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await expectAccessible(page, '/ (dark)');

  // The choice survives a reload, rendered by the server (no flash).
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveClass(/light/);
});

test('a page requests its scripts only once its stylesheet has arrived (ADR 0014)', async ({ page }) => {
  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'stylesheet') events.push('stylesheet arrived');
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') events.push('script requested');
  });
  await page.goto('/');
  expect(events[0]).toBe('stylesheet arrived');
  expect(events).toContain('script requested');
  // The scripts still hydrate the page: the theme switch works.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the Account button opens the dialog with Login and Sign Up tabs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, 'account dialog');
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectAccessible(page, '404');
});
