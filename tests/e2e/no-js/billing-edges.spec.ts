import { expect, test } from '../support/test';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from '../support/members';

test('without JavaScript: no reason is refused beside the reasons; cancel, then Resume', async ({ page }) => {
  await signUpVerifiedMember(page, 'Lena');
  await subscribeToPremiumMonthly(page);
  await page.goto('/payment-plan/cancel');
  await page.getByRole('button', { name: 'Continue' }).click();
  const reasons = page.getByRole('group', { name: 'Choose the reason that fits best' });
  await expect(reasons).toHaveAccessibleDescription('Choose the reason that fits best');

  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/Your membership is cancelled\. You keep access until/)).toBeVisible();

  await page.goto('/payment-plan');
  await page.getByRole('button', { name: 'Resume membership' }).click();
  await expect(page.getByText(/Your membership is resumed: it renews on/)).toBeVisible();
});
