import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

test('without JavaScript, a member adds an application and moves it through the stages', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('alert')).toContainText('Please name the firm');

  await page.getByLabel('Firm').fill('Linklaters');
  await page.getByLabel('Applying for').selectOption('vacation-scheme-summer');
  await page.getByLabel('Closing date').fill('2030-01-31');
  await page.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Linklaters summer vacation scheme.' })).toBeVisible();

  await page.getByRole('button', { name: 'Move Linklaters summer vacation scheme on to Drafting' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved Linklaters summer vacation scheme to Drafting.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Drafting/ }).getByRole('article', { name: 'Linklaters' })).toBeVisible();

  await page.getByLabel('Stage of Linklaters summer vacation scheme').selectOption('submitted');
  await page.getByRole('button', { name: 'Move Linklaters summer vacation scheme', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Submitted/ }).getByRole('article', { name: 'Linklaters' })).toBeVisible();

  await page.getByRole('link', { name: 'Table' }).click();
  await expect(page.getByRole('row', { name: /Linklaters/ }).getByLabel('Stage of Linklaters summer vacation scheme')).toHaveValue('submitted');
});

test('without JavaScript, a member turns deadline reminders off and resets their calendar link', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/settings');
  const reminders = page.getByRole('switch', { name: 'Deadline reminders' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your preferences have been saved successfully.' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'Deadline reminders' })).not.toBeChecked();

  const link = page.getByLabel('Your calendar link');
  const before = await link.inputValue();
  expect((await page.request.get(before)).status()).toBe(200);
  await page.getByRole('button', { name: 'Reset calendar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your calendar link has been replaced.' })).toBeVisible();
  const after = await page.getByLabel('Your calendar link').inputValue();
  expect(after).not.toBe(before);
  expect((await page.request.get(before)).status()).toBe(404);
  const feed = await page.request.get(after);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
});
