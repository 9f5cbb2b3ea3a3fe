import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

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
  await expect(page.getByText('£94.99 every 6 months')).toBeVisible();
  const history = page.getByRole('table', { name: 'Billing history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Half-Year Premium membership');
  await expectAccessible(page, '/payment-plan (subscribed)');

  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page).toHaveURL('/billing/demo/portal');
  await expectAccessible(page, 'demo portal');
  await page.getByRole('link', { name: 'Cancel membership' }).click();
  await page.getByRole('radio', { name: 'I got a training contract or job offer' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/^Your membership is cancelled\. You keep access until /)).toBeVisible();

  // Still a subscriber until the period ends: the services page offers management, not checkout.
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /Manage your plan/ }).first()).toBeVisible();
  await page.goto('/payment-plan');
  await expect(page.getByRole('definition').filter({ hasText: 'Half-Year Premium' })).toBeVisible();
  await expect(page.getByText('Cancelled, access until the period ends')).toBeVisible();
  await expect(page.getByText('Access ends')).toBeVisible();
});

test('a visitor choosing a plan is sent to create an account, and comes back to that plan’s checkout', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
  await expect(page).toHaveURL(`/signup?returnTo=${encodeURIComponent('/services?checkout=monthly')}`);

  // Back on that address once logged in: the way on to the chosen plan.
  await signUpVerifiedMember(page, 'Ines');
  await page.goto('/services?checkout=monthly');
  await expect(page.getByRole('status').filter({ hasText: 'Continue to secure checkout for Premium Monthly' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByText('Demo: no card is charged.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay £19\.99 \(demo\)/ })).toBeVisible();
});

test('a member who already holds a plan is told so where they chose another', async ({ page }) => {
  await signUpVerifiedMember(page, 'Omar');
  await page.goto('/services');
  // Subscribed in another tab, the member chooses a plan again here.
  const otherTab = await page.context().newPage();
  await subscribeToPremiumMonthly(otherTab);
  await otherTab.close();
  await page.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('You already have an active subscription. Switch plans from your payment plan page.');
  // The services page has no scripts (ADR 0024): the server's page shows the summary, nothing moves focus to it.
  await expect(summary).toBeVisible();
  await expectAccessible(page, '/services (checkout refused)');
});
