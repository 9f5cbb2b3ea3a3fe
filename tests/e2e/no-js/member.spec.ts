import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

test('without JavaScript, an enquiry shows its field errors, keeps what was typed, and is sent', async ({ page }) => {
  // Its own client address (the server trusts one proxy hop): the hourly allowance is this test's alone.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto('/contact');
  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Your background').selectOption('career-changer');
  await page.getByLabel('Message').fill('Moving from accountancy into law.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Please enter your full name');
  await expect(summary).toContainText('Please enter a valid email address');
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Your background')).toHaveValue('career-changer');
  await expect(page.getByLabel('Message')).toHaveValue('Moving from accountancy into law.');

  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: "we'll reply within 24 hours" });
  await expect(confirmation).toContainText('grace@example.com');
  await expect(page.getByLabel('Full name')).toHaveCount(0);
});

test('without JavaScript, a member saves their settings and sees them applied', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await page.getByRole('switch', { name: 'Email notifications' }).uncheck();
  await page.getByRole('switch', { name: 'Dark theme' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved successfully.' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
});

test('without JavaScript, a member starts a checkout, pays on the demo page, and has the plan', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await expect(page.getByText('Demo: no card is charged.')).toBeVisible();
  await page.getByRole('button', { name: /Pay £49\.99 \(demo\)/ }).click();
  await expect(page.getByText('Your Premium Quarterly membership is active.')).toBeVisible();

  await page.goto('/payment-plan');
  await expect(page.getByRole('definition').filter({ hasText: 'Premium Quarterly' })).toBeVisible();
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.getByRole('link', { name: 'Cancel membership' }).click();
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await page.goto('/payment-plan');
  await expect(page.getByText('Cancelled, access until the period ends')).toBeVisible();

  // Still a subscriber until the period ends: the plans offer management, not checkout.
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /Manage your plan/ }).first()).toBeVisible();
});

test('without JavaScript, a member deactivates their account after confirming it', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Deactivate account' }).click();
  await expect(page.getByRole('heading', { name: 'Are you absolutely sure?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, deactivate my account' }).click();
  await expect(page.getByRole('heading', { name: 'Account deleted', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('you have been logged out');

  await page.goto('/settings');
  await expect(page.getByText('Please log in to access your settings.')).toBeVisible();
});
