import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember } from './support/members';

test('a member buys Half-Year on the demo provider, sees the invoice, cancels at period end and keeps access', async ({ page }) => {
  await signUpVerifiedMember(page, 'Priya');
  await page.goto('/payment-plan');
  await expect(page.getByText('No Plan Selected')).toBeVisible();

  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Half-Year Premium' }).click();
  await expect(page).toHaveURL(/\/billing\/demo\/checkout\//);
  await expect(page.getByText('Demo: no card is charged.')).toBeVisible();
  await expectAccessible(page, 'demo checkout');
  await page.getByRole('button', { name: /Pay £94\.99 \(demo\)/ }).click();

  await expect(page.getByText('Your Half-Year Premium membership is active.')).toBeVisible();
  await expectAccessible(page, 'checkout success');

  await page.goto('/payment-plan');
  await expect(page.getByRole('definition').filter({ hasText: 'Half-Year Premium' })).toBeVisible();
  await expect(page.getByText('£94.99 · Half-Year')).toBeVisible();
  const history = page.getByRole('table', { name: 'Billing history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Half-Year Premium membership');
  await expectAccessible(page, '/payment-plan (subscribed)');

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL('/billing/demo/portal');
  await expectAccessible(page, 'demo portal');
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Cancelled: access until period end')).toBeVisible();

  // Still a subscriber until the period ends: the services page offers management, not checkout.
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /Manage your plan/ }).first()).toBeVisible();
  await page.goto('/payment-plan');
  await expect(page.getByRole('definition').filter({ hasText: 'Half-Year Premium' })).toBeVisible();
  await expect(page.getByText('Cancelled: access until period end')).toBeVisible();
  await expect(page.getByText('Access ends')).toBeVisible();
});

test('a visitor choosing a plan signs up, verifies, and continues to checkout', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await expect(dialog).toContainText('continue to secure checkout for Premium Monthly');
  await expect(dialog.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeVisible();
});
