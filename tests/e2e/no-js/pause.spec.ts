import { expect, test } from '../support/test';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from '../support/members';

test('without JavaScript a member pauses, resumes, and cancels with a reason', async ({ page }) => {
  await signUpVerifiedMember(page, 'Noa');
  await subscribeToPremiumMonthly(page);

  await page.goto('/payment-plan');
  await page.getByRole('radio', { name: '2 months' }).check();
  await page.getByRole('button', { name: 'Pause membership' }).click();
  await expect(page.getByRole('heading', { name: /^Your membership is paused until / })).toBeVisible();
  await page.getByRole('button', { name: 'Resume membership now' }).click();
  await expect(page.getByRole('heading', { name: /Your membership is paused/ })).toHaveCount(0);

  await page.goto('/payment-plan/cancel');
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/^Your membership is cancelled\. You keep access until \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
});
