import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

test('without JavaScript, a refused promotion code is shown beside the field and the chosen plan is kept', async ({ page }) => {
  await signUpVerifiedMember(page, 'Noor');
  await page.goto('/services');
  await page.getByRole('textbox', { name: /Promotion code/ }).fill('expired-or-not');
  await page.getByRole('button', { name: 'Get Started with Half-Year Premium' }).click();

  const field = page.getByRole('textbox', { name: /Promotion code/ });
  await expect(page.getByRole('alert')).toContainText('We do not recognise that promotion code.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('expired-or-not');
  await expect(page.getByRole('status').filter({ hasText: 'Continue to secure checkout for Half-Year Premium' })).toBeVisible();
});
