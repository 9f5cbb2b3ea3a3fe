import { expect, test } from '../support/test';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from '../support/members';

test('without JavaScript: simulate a failed renewal, see the banner, pay', async ({ page }) => {
  await signUpVerifiedMember(page, 'Noor');
  await subscribeToPremiumMonthly(page);
  await page.goto('/billing/demo/portal');
  await page.getByRole('button', { name: 'Card fails' }).click();
  const banner = page.getByRole('region', { name: 'Payment problem' });
  await expect(banner).toContainText('Your last payment failed.');
  await page.goto('/payment-plan');
  await page.getByRole('button', { name: 'Update card and pay (demo)' }).click();
  await expect(page.getByText('Payment received. Your membership is active again.')).toBeVisible();
  await expect(banner).toHaveCount(0);
});
