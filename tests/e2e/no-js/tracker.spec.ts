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

test('without JavaScript, a member corrects an application’s firm, opening and closing date', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  expect((await page.request.post('/api/applications', { data: { firm: 'Herbert Smith', opportunity: 'open-day', closesOn: '2030-01-31' } })).status()).toBe(201);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: 'Herbert Smith' });
  await card.getByText('Edit details').click();
  await card.getByLabel('Firm of').fill('');
  await card.getByLabel('Applying for').selectOption('vacation-scheme-winter');
  await card.getByRole('button', { name: /^Save details/ }).click();
  // Refused beside the field, the disclosure still open with what was chosen.
  const refused = page.getByRole('article', { name: 'Herbert Smith' });
  await expect(refused.getByText('Please name the firm').first()).toBeVisible();
  await expect(refused.getByLabel('Applying for')).toHaveValue('vacation-scheme-winter');

  await refused.getByLabel('Firm of').fill('Herbert Smith Freehills Kramer');
  await refused.getByLabel('Closing date of').fill('');
  await refused.getByRole('button', { name: /^Save details/ }).click();
  const saved = page.getByRole('article', { name: 'Herbert Smith Freehills Kramer' });
  await expect(saved.getByRole('status').filter({ hasText: 'Saved Herbert Smith Freehills Kramer winter vacation scheme.' })).toBeVisible();
  await expect(saved).toContainText('No closing date');
});
