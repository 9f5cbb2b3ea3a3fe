import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

test('without JavaScript, "Download my data" posts the settings form and says the data is being prepared', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/settings');
  const section = page.locator('#data-export');
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'We are preparing your data; we will email you a link.' })).toBeVisible();
  await expect(section.getByText(/Preparing the copy you asked for on|Your data is ready/)).toBeVisible();
});
