import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember } from './support/members';
import { expectPaintedTheme } from './support/theme';

async function latestLink(page: Page, to: string, contains: string) {
  const res = await page.request.get('/api/dev/mailbox');
  const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
  const message = messages.find((m) => m.to === to && m.text.includes(contains));
  const link = message?.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(contains));
  if (!link) throw new Error(`no ${contains} link for ${to}`);
  return link;
}

/** Logs in through the Account dialog that `opener` (the header's Account link, a page's Log in link) opens. */
async function logIn(page: Page, email: string, password: string, opener = page.getByRole('banner').getByRole('link', { name: 'Account' })) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: /Account menu for/ })).toBeVisible();
}

test('a visitor signs up, verifies by email, edits the profile, goes dark, and finds it dark after logging in again', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  const password = 'journey-password';
  // The contact page has React Router's scripts, so Account opens the dialog (on the home page
  // and the hub, plain pages, it is the log-in page).
  await page.goto('/contact');

  const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
  await account.click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('First name').fill('Nadia');
  await dialog.getByLabel('Last name').fill('Rahman');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('University').fill('University of Manchester');
  await dialog.getByLabel('Non-Law').check();
  await expectAccessible(page, 'sign-up form');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(dialog.getByText(`We have sent a link to ${email}.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Unverified: login is refused with a way to resend the email.
  await account.click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText(`Please verify your email address first: we have sent a new link to ${email}.`);
  await dialog.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We have sent a new verification link to ${email}.`);
  await page.keyboard.press('Escape');

  // The dev mailbox shows the email; its link verifies and signs in.
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { name: 'Verify your email address' }).first()).toBeVisible();
  await page.goto(await latestLink(page, email, 'verify-email'));
  // Back to where the sign-up began.
  await expect(page).toHaveURL(/\/email-verified\?continue=%2Fcontact$/);
  await expect(page.getByRole('status')).toContainText('Your email is verified. Welcome, Nadia: you are logged in.');
  await expect(page.getByRole('link', { name: 'Account menu for Nadia Rahman' })).toHaveText('NR');

  await page.getByRole('link', { name: 'Account menu for Nadia Rahman' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page, '/profile');
  await page.getByLabel('University').fill('University College London');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.goto('/payment-plan');
  await expect(page.getByText('No Plan Selected')).toBeVisible();
  await expectAccessible(page, '/payment-plan');

  await page.goto('/settings');
  await expectAccessible(page, '/settings (light)');
  await page.getByLabel('Dark theme', { exact: true }).click();
  await expect(page.getByText('Your preferences have been saved successfully.')).toBeVisible();
  await expectPaintedTheme(page, 'dark');
  await expectAccessible(page, '/settings (dark)');

  // Log out (the page stays, as a visitor sees it), clear the visitor's theme cookie, log in
  // again from the members' page: back on it, and the saved theme comes back.
  await page.getByRole('link', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(account).toBeVisible();
  await page.context().clearCookies({ name: 'theme' });
  await page.goto('/profile');
  await logIn(page, email, password, page.getByRole('main').getByRole('link', { name: 'Log in' }));
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.reload();
  await expectPaintedTheme(page, 'dark');
  await expect(page.getByLabel('University')).toHaveValue('University College London');
});

test('visitors see Access Denied on members pages, rendered by the server', async ({ page, request }) => {
  for (const [path, what] of [
    ['/profile', 'your profile'],
    ['/payment-plan', 'your payment plan'],
    ['/settings', 'your settings'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('Access Denied');
    expect(html).toContain(`Please log in to access ${what}.`);
  }
  await page.goto('/settings');
  await expectAccessible(page, '/settings (visitor)');
});

test('someone else’s verification link verifies that account without switching who is signed in, and says so', async ({ page, request }) => {
  await logInAs(page, 'member@clearpath.test');
  // Someone else, in their own browser, signs up and forwards their link.
  const other = `other-${Date.now()}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email: other, password: 'other-account-pass', firstName: 'Olu', lastName: 'Other', university: 'University of Kent', lawBackground: true },
  });
  expect(signUp.status()).toBe(200);

  await page.goto(await latestLink(page, other, 'verify-email'));
  await expect(page.getByRole('heading', { name: 'Email address verified', level: 1 })).toBeVisible();
  await expect(page.getByText('The verification link you opened belongs to a different account.')).toBeVisible();
  await expect(page.getByText('member@clearpath.test')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Account menu for Maya Member' })).toBeVisible();
});

test('a member deactivates their account from Settings: signed out, told so, and their login is gone', async ({ page }) => {
  const { email, password } = await signUpVerifiedMember(page, 'Leaving');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
  await expect(dialog).toContainText('It cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Deactivate account' })).toBeFocused();

  await page.getByRole('link', { name: 'Deactivate account' }).click();
  await dialog.getByRole('button', { name: 'Yes, deactivate my account' }).click();
  await expect(page.getByRole('heading', { name: 'Account deleted', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your account has been deactivated and you have been logged out.');
  await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
  await expectAccessible(page, '/account-deleted');

  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status()).toBe(401);
});

test('a member’s header theme toggle is saved to their settings', async ({ page }) => {
  await signUpVerifiedMember(page, 'Toggle');
  await page.goto('/profile');
  await expectPaintedTheme(page, 'light');
  // The toggle posts to /theme: through the fetcher once hydrated, as a form before that.
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/theme') && res.request().method() === 'POST' && res.status() < 400);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectPaintedTheme(page, 'dark');
  await saved;
  await expect(page).toHaveURL('/profile');

  // Not the visitor's cookie: the member's saved setting.
  await page.context().clearCookies({ name: 'theme' });
  await page.goto('/settings');
  await expectPaintedTheme(page, 'dark');
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
});
