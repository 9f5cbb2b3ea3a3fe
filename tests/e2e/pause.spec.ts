import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const longDate = (date: Date) => date.toLocaleDateString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });

test('a member pauses for a month: paused on the payment plan and the hub, premium refused, then resumes and has access again', async ({ page }) => {
  await signUpVerifiedMember(page, 'Pia');
  await subscribeToPremiumMonthly(page);

  await page.goto('/payment-plan');
  const choices = page.getByRole('region', { name: 'Pause or cancel' }).or(page.locator('form', { hasText: 'Pause for' }));
  await expect(choices.first()).toBeVisible();
  await expectAccessible(page, '/payment-plan (pause or cancel)');
  await page.getByRole('radio', { name: '1 month' }).check();
  await page.getByRole('button', { name: 'Pause membership' }).click();

  const paused = page.getByRole('heading', { name: /^Your membership is paused until \d{1,2} \w+ \d{4}$/ });
  await expect(paused).toBeVisible();
  const inAMonth = new Date();
  inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
  await expect(paused).toHaveText(`Your membership is paused until ${longDate(inAMonth)}`);
  await expectAccessible(page, '/payment-plan (paused)');

  await page.goto('/hub');
  await expect(page.getByRole('heading', { name: `Your membership is paused until ${longDate(inAMonth)}` })).toBeVisible();
  await expectAccessible(page, '/hub (paused)');
  await page.goto('/billing/demo/portal');
  await expect(page.getByRole('heading', { name: `Your membership is paused until ${longDate(inAMonth)}` })).toBeVisible();

  const refused = await page.goto('/firm-profiles');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText(`This is premium content. Your membership is paused until ${longDate(inAMonth)}. Resume it to open this now.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume membership now' })).toBeVisible();

  await page.goto('/hub');
  await page.getByRole('region', { name: /Your membership is paused/ }).getByRole('button', { name: 'Resume membership now' }).click();
  await expect(page.getByText('Your membership is active again: premium access is back.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your membership is paused/ })).toHaveCount(0);

  const open = await page.goto('/firm-profiles');
  expect(open?.status()).toBe(200);
  await page.goto('/payment-plan');
  await expect(page.getByRole('definition').filter({ hasText: /^active$/i })).toBeVisible();
  // Once in 12 months: the pause is not offered again.
  await expect(page.getByRole('button', { name: 'Pause membership' })).toHaveCount(0);
});

test('cancelling asks why, shows the pause beside a plain confirmation, and ends in “cancelled, access until …”', async ({ page }) => {
  await signUpVerifiedMember(page, 'Cato');
  await subscribeToPremiumMonthly(page);

  await page.goto('/payment-plan');
  await page.getByRole('link', { name: 'Cancel membership' }).click();
  await expect(page).toHaveURL('/payment-plan/cancel');
  await expectAccessible(page, 'cancel step 1');

  // No reason: asked again, nothing lost.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose the reason that fits best').last()).toBeVisible();

  await page.getByRole('radio', { name: 'I am not using it enough' }).check();
  await page.getByLabel('Anything else you would like to tell us?').fill('Busy with exams until June.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Your reason: I am not using it enough.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause membership' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm cancellation' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'cancel step 2');

  await confirm.click();
  const inAMonth = new Date();
  inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
  await expect(page.getByText(`Your membership is cancelled. You keep access until ${longDate(inAMonth)}.`)).toBeVisible();
  await expectAccessible(page, 'cancelled');

  await page.goto('/payment-plan');
  await expect(page.getByText('Cancelled, access until the period ends')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel membership' })).toHaveCount(0);
});
