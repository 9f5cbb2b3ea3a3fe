import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

test('a failed renewal shows a banner on member pages until the member pays', async ({ page }) => {
  await signUpVerifiedMember(page, 'Rhea');
  await subscribeToPremiumMonthly(page);

  await page.goto('/billing/demo/portal');
  await expect(page.getByRole('heading', { name: 'Simulate a renewal' })).toBeVisible();
  await page.getByRole('button', { name: 'Card fails' }).click();
  await expect(page.getByText('The renewal payment failed. Your membership is now past due.')).toBeVisible();
  // A new plan would leave the failed payment unpaid: the portal says to pay it first.
  await expect(page.getByText('Your last payment failed. Pay it from your payment plan before you change plan.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Switch and pay/ })).toHaveCount(0);
  // Nor is there another renewal to simulate until it is paid.
  await expect(page.getByText('Your last payment failed. Pay it before the next renewal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Card fails' })).toHaveCount(0);
  await expectAccessible(page, 'demo portal (renewal failed)');

  const banner = page.getByRole('region', { name: 'Payment problem' });
  for (const path of ['/hub', '/profile']) {
    await page.goto(path);
    await expect(banner).toContainText('Your last payment failed.');
    await expect(banner).toContainText(/Update your card by \d{1,2} \w+ \d{4} to keep your membership\./);
  }
  await expectAccessible(page, '/profile (payment failed)');

  await banner.getByRole('link', { name: 'Update your card' }).click();
  await expect(page).toHaveURL('/payment-plan');
  await expect(page.getByRole('heading', { name: 'Your last payment failed' })).toBeVisible();
  await expectAccessible(page, '/payment-plan (payment failed)');
  await page.getByRole('button', { name: 'Update card and pay (demo)' }).click();
  await expect(page.getByText('Payment received. Your membership is active again.')).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goto('/hub');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
