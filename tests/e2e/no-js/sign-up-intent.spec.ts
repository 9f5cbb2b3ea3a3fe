import { expect, test } from '../support/test';
import { fillSignUp, journeyEmail, newestVerificationLink, openInAnotherBrowser, signUpFromOwnAddress, verificationLinks } from '../support/sign-up-journey';

test('without JavaScript, a visitor signs up for a plan, has the link sent again, and the newest link brings them to its checkout', async ({ page, browser }) => {
  const email = journeyEmail('plain-plan');
  await signUpFromOwnAddress(page);
  await page.goto('/services');
  await page.getByRole('region', { name: 'Premium membership' }).getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account to start Premium Quarterly, £49.99 every 3 months' })).toBeVisible();

  await fillSignUp(page, { email, firstName: 'Plain' });
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page).toHaveURL(`/signup?returnTo=${encodeURIComponent('/services?checkout=quarterly')}`);
  expect(await verificationLinks(page, email)).toHaveLength(1);

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent the link again.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText('ready to start Premium Quarterly, £49.99 every 3 months')).toBeVisible();
  // A second email (its link can be the same to the letter when both are made within one second).
  expect(await verificationLinks(page, email)).toHaveLength(2);
  const resent = await newestVerificationLink(page, email);

  const other = await openInAnotherBrowser(browser, resent, { javaScriptEnabled: false });
  await expect(other).toHaveURL('/services?checkout=quarterly');
  await expect(other.getByRole('status').filter({ hasText: 'Continue to secure checkout for Premium Quarterly, £49.99 every 3 months' })).toBeVisible();
  await other.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(other.getByRole('button', { name: /Pay £49\.99 \(demo\)/ })).toBeVisible();
  await other.context().close();
});
