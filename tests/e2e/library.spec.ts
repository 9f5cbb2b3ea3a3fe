import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';
import { expectPageOnScreen } from './support/viewer';

test('a visitor clicking a premium tile is taken to the collection, which says why it is closed and the way in', async ({ page }) => {
  await page.goto('/hub');
  await expect(page.getByRole('link', { name: /^Firm Profiles/ })).toContainText('Upgrade to Access');
  await expectAccessible(page, '/hub (visitor)');
  // The hub is plain HTML (no toast): the tile is the link it says it is.
  await page.getByRole('link', { name: /^Firm Profiles/ }).click();
  await expect(page).toHaveURL('/firm-profiles');
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Login' })).toBeVisible();
});

test('premium pages are gated on the server: visitor, then member without a plan', async ({ page, request }) => {
  const visitorHtml = await (await request.get('/firm-profiles')).text();
  expect(visitorHtml).toContain('Authentication Required');
  expect(visitorHtml).not.toContain('Clifford Chance');
  await logInAs(page, 'member@clearpath.test');
  await page.goto('/ma-fundamentals');
  await expect(page.getByRole('heading', { name: 'M&A Fundamentals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Hub' })).toBeVisible();
});

test('a subscriber searches, opens a firm profile, turns the page, and a reload keeps the place', async ({ page }) => {
  await logInAs(page, 'subscriber@clearpath.test');
  await page.goto('/hub');
  await expect(page.getByRole('link', { name: /^Firm Profiles/ })).toContainText('Launch');
  await expectAccessible(page, '/hub (subscriber)');
  await page.getByRole('link', { name: /^Firm Profiles/ }).click();

  await expect(page.getByText('Select a law firm from the list')).toBeVisible();
  await page.getByPlaceholder('Search law firms...').fill('clifford');
  const cards = page.getByRole('button', { name: /Clifford Chance/ });
  await expect(cards).toHaveCount(1);
  await cards.click();

  await expectPageOnScreen(page, 1);
  await expectAccessible(page, '/firm-profiles (viewer open)');
  await page.getByRole('button', { name: /next page/i }).click();
  await expectPageOnScreen(page, 2);
  await expect(page).toHaveURL(/item=clifford-chance.*page=2/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clifford Chance' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Clifford Chance/ })).toHaveAttribute('aria-current', 'true');
  await expectPageOnScreen(page, 2);

  // The text cannot be selected or copied from the page.
  await page.locator('[data-page-number="2"]').dblclick();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
});

test('a course fallback address leads to its page', async ({ page }) => {
  const response = await page.goto('/course/ma-fundamentals');
  // The course page itself asks a visitor to log in, with that status.
  expect(response?.status()).toBe(401);
  await expect(page).toHaveURL('/ma-fundamentals');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
  expect((await page.request.get('/course/not-a-course')).status()).toBe(404);
});

test('a subscriber marks a module complete and the page says so at once and after a reload', async ({ page }) => {
  await signUpVerifiedMember(page, 'Progress');
  await subscribeToPremiumMonthly(page);
  await page.goto('/training-contract-journey');
  await expect(page.getByText('0 of 6 completed')).toBeVisible();
  await page.getByRole('button', { name: /^Routes to Qualification/ }).click();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 of 6 completed')).toBeVisible();
  await page.reload();
  await expect(page.getByText('1 of 6 completed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('0 of 6 completed')).toBeVisible();
});
