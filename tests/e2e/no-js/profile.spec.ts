import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

test('without JavaScript, the profile form shows its field errors, keeps what was typed, and saves', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/profile');

  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('University').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toContainText('University is required');
  await expect(page.getByLabel('University')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');

  await page.getByLabel('University').fill('King’s College London');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('University')).toHaveValue('King’s College London');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
});
