import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';
import { expectPaintedTheme } from '../support/theme';

test('without JavaScript, the home page needs none: its theme toggle is a form, and the theme survives a reload', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response?.text()).not.toMatch(/<script[^>]*\bsrc=|<script[^>]*type="module"|rel="modulepreload"/);
  const html = page.locator('html');
  await expectPaintedTheme(page, 'light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(page).toHaveURL('/');
  await expectPaintedTheme(page, 'dark');
  await page.reload();
  await expectPaintedTheme(page, 'dark');

  // Back to the page it was used on, wherever that is.
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveClass(/light/);
  await expect(page).toHaveURL('/faq');
  await expectPaintedTheme(page, 'light');
});

test("without JavaScript, a member's theme toggle is saved to their settings", async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page).toHaveURL('/about');
  await expectPaintedTheme(page, 'dark');
  // Not the visitor's cookie: the member's saved setting.
  await page.context().clearCookies({ name: 'theme' });
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  await expectPaintedTheme(page, 'dark');
});

test('a theme post that cannot be taken says so on the theme page, and goes nowhere else', async ({ page }) => {
  await page.goto('/theme');
  await expect(page.getByRole('heading', { name: 'Theme', level: 1 })).toBeVisible();
  const refused = await page.request.post('/theme', { form: { theme: 'blue', returnTo: '/' }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  const elsewhere = await page.request.post('/theme', { form: { theme: 'dark', returnTo: 'https://evil.example/' }, maxRedirects: 0 });
  expect(elsewhere.status()).toBe(302);
  expect(elsewhere.headers()['location']).toBe('/');
});

test('without JavaScript, a plan button on the services page sends a visitor to create an account for that plan', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('region', { name: 'Premium membership' }).getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
  await expect(page).toHaveURL(`/signup?returnTo=${encodeURIComponent('/services?checkout=monthly')}`);
  await expect(page.getByRole('heading', { name: 'Create your account to start Premium Monthly, £19.99 per month', level: 1 })).toBeVisible();
});
