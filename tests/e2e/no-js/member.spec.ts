import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

// The plan buttons submit one form from outside it (their `form` attribute) and the demo
// checkout is a page of its own: a real browser without scripts proves that chain; the
// outcomes of the membership forms are checked in-process (tests/integration/pages-billing.test.ts).
test('without JavaScript, a member starts a checkout, pays on the demo page, and has the plan', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await expect(page.getByText('Demo: no card is charged.')).toBeVisible();
  await page.getByRole('button', { name: /Pay £49\.99 \(demo\)/ }).click();
  await expect(page.getByText('Your Premium Quarterly membership is active.')).toBeVisible();

  await page.goto('/payment-plan');
  await expect(page.getByRole('definition').filter({ hasText: 'Premium Quarterly' })).toBeVisible();
});
