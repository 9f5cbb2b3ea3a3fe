import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember } from './support/members';
import { fillSignUp, hydrated, journeyEmail, newestVerificationLink, openInAnotherBrowser, signUpFromOwnAddress } from './support/sign-up-journey';

test('a visitor who chooses Premium Quarterly creates an account for it, checks their inbox, and the emailed link brings them to its checkout', async ({
  page,
  browser,
  viewport,
}) => {
  const email = journeyEmail('quarterly');
  await signUpFromOwnAddress(page);
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create your account to start Premium Quarterly, £49.99 every 3 months' })).toBeVisible();
  await expect(page.getByText('Already have an account? Log in and carry on where you were.')).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, 'sign-up for a plan');

  await fillSignUp(page, { email, firstName: 'Quinn' });
  const inbox = page.getByRole('heading', { name: 'Check your inbox' });
  await expect(inbox).toBeInViewport();
  await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();
  await expect(page.getByText('ready to start Premium Quarterly, £49.99 every 3 months')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expectAccessible(page, 'check your inbox');

  // Opened on another device, signed out: the link logs them in and goes straight to the plan's checkout step.
  const other = await openInAnotherBrowser(browser, await newestVerificationLink(page, email), { viewport });
  await expect(other).toHaveURL('/services?checkout=quarterly');
  await expect(other.getByRole('status').filter({ hasText: 'Continue to secure checkout for Premium Quarterly, £49.99 every 3 months' })).toBeVisible();
  await expectAccessible(other, 'the plan’s checkout step');
  await other.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(other.getByText('Demo: no card is charged.')).toBeVisible();
  await expect(other.getByRole('button', { name: /Pay £49\.99 \(demo\)/ })).toBeVisible();
  await expectAccessible(other, 'demo checkout');
  await other.context().close();
});

test('a visitor who presses "Track this deadline" creates an account, and the emailed link brings them to track it', async ({ page, browser, viewport }) => {
  const email = journeyEmail('tracker');
  await signUpFromOwnAddress(page);
  await page.goto('/deadlines');
  const track = page.getByRole('button', { name: /^Track this deadline/ }).first();
  const label = ((await track.textContent()) ?? '').replace(/^Track this deadline: /, '');
  await track.click();

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Create your account to track ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(closes `) })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, 'sign-up to track a deadline');
  await fillSignUp(page, { email, firstName: 'Tara' });
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeInViewport();

  const other = await openInAnotherBrowser(browser, await newestVerificationLink(page, email), { viewport });
  await expect(other).toHaveURL(/\/deadlines\?track=/);
  const step = other.getByRole('region', { name: `Track ${label}` });
  await expect(step).toBeInViewport();
  await expectAccessible(other, 'the deadline’s track step');
  await step.getByRole('button', { name: /^Track this deadline/ }).click();
  await expect(other.getByRole('status').filter({ hasText: 'is in your tracker.' })).toBeVisible();
  await other.context().close();
});

test('a returning member who chose a plan logs in from the sign-up page and keeps the choice', async ({ page, browser }) => {
  const setup = await browser.newContext();
  const { email, password } = await signUpVerifiedMember(await setup.newPage(), 'Returning');
  await setup.close();

  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await page.getByRole('link', { name: 'Log in' }).filter({ hasText: /^Log in$/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to start Premium Quarterly, £49.99 every 3 months' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page, 'log in for a plan');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/services?checkout=quarterly');
  await expect(page.getByRole('status').filter({ hasText: 'Continue to secure checkout for Premium Quarterly, £49.99 every 3 months' })).toBeVisible();
});
