import { expect, test, type Page } from '../support/test';
import { newClientAddress } from '../support/members';

/** The newest emailed link to `to` whose address contains `contains` (the dev mailbox). */
async function latestLink(page: Page, to: string, contains: string) {
  const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: { to: string; text: string }[] };
  const link = messages
    .filter((message) => message.to === to)
    .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
    .find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`no ${contains} link for ${to}`);
  return link;
}

/**
 * Sign-ups come from an address of their own, so the per-address sign-up limit holds per
 * test, as it does per person (members.ts); the dev mailbox still sees this machine.
 */
async function signUpFromOwnAddress(page: Page) {
  const address = newClientAddress();
  await page.route('**/signup*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

test('without JavaScript, a visitor signs up, verifies, logs in where they were going, logs out, and resets a forgotten password', async ({ page }) => {
  const email = `plain-${Date.now()}@example.com`;
  const password = 'plain-password-1';
  await signUpFromOwnAddress(page);

  // Sign up: the server's field errors, what was typed kept, then the account.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Plain');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Last name is required');
  await expect(page.getByRole('alert')).toContainText('Password must be at least 10 characters long.');
  await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toHaveValue('Plain');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Last name').fill('Member');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('University').fill('University of Bristol');
  await page.getByLabel('Non-Law').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();

  // Unverified: log-in is refused, with the link offered again.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Please verify your email address first');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We have sent a new verification link to ${email}.` })).toBeVisible();

  // The emailed link verifies (and signs in); log out from the account page.
  await page.goto(await latestLink(page, email, 'verify-email'));
  await expect(page.getByText('Your email is verified. Welcome, Plain: you are logged in.')).toBeVisible();
  await page.getByRole('link', { name: /Account menu for Plain Member/ }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  // A members' page sends a visitor to log in, and back to it afterwards.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsettings$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  // Log out from the menu's page, then reset the forgotten password by its emailed link.
  await page.goto('/logout');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid email address');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}` })).toBeVisible();

  const newPassword = 'plain-password-2';
  await page.goto(await latestLink(page, email, 'reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('New passwords do not match.');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Account menu for Plain Member/ })).toBeVisible();
});

test('without JavaScript, the profile page changes the password, with the server’s errors beside the fields', async ({ page }) => {
  const email = `plain-change-${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { email, password: 'plain-password-1', firstName: 'Chang', lastName: 'Ing', university: 'University of Kent', lawBackground: true },
  });
  expect(res.status()).toBe(200);
  await page.goto(await latestLink(page, email, 'verify-email'));
  await page.goto('/profile');

  await page.getByLabel('Current password').fill('wrong-password-0');
  await page.getByLabel('New password', { exact: true }).fill('1234567890');
  await page.getByLabel('Confirm new password').fill('1234567890');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toContainText('one of the most common ones');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Current password').fill('wrong-password-0');
  await page.getByLabel('New password', { exact: true }).fill('plain-password-2');
  await page.getByLabel('Confirm new password').fill('plain-password-2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your current password is incorrect.');

  await page.getByLabel('Current password').fill('plain-password-1');
  await page.getByLabel('New password', { exact: true }).fill('plain-password-2');
  await page.getByLabel('Confirm new password').fill('plain-password-2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toBeVisible();
  // This device keeps its (new) session.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});
