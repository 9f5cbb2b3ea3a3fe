import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { expectPaintedTheme } from './support/theme';

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

  // No scripts on this page: the toggle is a form, and the page comes back in the new theme.
  const html = page.locator('html');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await expectPaintedTheme(page, 'dark');
  await expectAccessible(page, '/ (dark)');

  // The choice survives a reload, rendered by the server (no flash).
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expectPaintedTheme(page, 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expectPaintedTheme(page, 'light');
});

test('the home page is plain HTML: it references no script, rendered or kept in memory', async ({ page }) => {
  for (const path of ['/?rendered', '/', '/']) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).not.toMatch(/<script[^>]*\bsrc=|<script[^>]*type="module"|rel="modulepreload"/);
  }
});

test("React Router's own scripts hydrate a page that has them under the CSP, rendered or kept in memory (ADR 0004)", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // The contact page keeps its scripts and a shared copy. A query string is rendered for its
  // request (a nonce); the second visit is the copy kept in memory (script hashes instead of
  // the nonce, ADR 0010).
  for (const [path, policy] of [
    ['/contact?rendered', /'nonce-/],
    ['/contact', /./],
    ['/contact', /'sha256-/],
  ] as const) {
    // page.goto waits for <html data-hydrated>, which only React sets.
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(policy);
    expect(await response?.text(), path).toMatch(/<script\b[^>]*\btype="module"/);
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
  }
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectPaintedTheme(page, 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeFocused();
});

test('Account on the home page is the log-in page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a click on Account made before a page with scripts has hydrated is not lost: it is the log-in page', async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  release();
});

test('where scripts run, the Account link opens the dialog with Login and Sign Up tabs', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page, 'account dialog');
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Clearpath Law Coaching');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Secure your training contract at a leading London law firm' })).toBeVisible();
  await expectAccessible(page, '404');
});
