import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember } from './support/members';

/** A date a few days ahead, as a date field takes it: inside "due this week" whatever the hour. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

test('a member adds an application by hand, moves it with the keyboard, and finds it on the board, in the table and due this week', async ({ page }) => {
  await signUpVerifiedMember(page, 'Tracker');
  await page.goto('/applications');
  await expect(page.getByText('Nothing tracked yet.')).toBeVisible();

  await page.getByLabel('Firm').fill('Clifford Chance');
  await page.getByLabel('Applying for').selectOption('training-contract');
  await page.getByLabel('Closing date').fill(daysFromNow(3));
  await page.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Clifford Chance training contract.' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Clifford Chance' });
  await expect(page.getByRole('region', { name: /^Researching/ }).getByRole('article', { name: 'Clifford Chance' })).toBeVisible();

  // Keyboard only: tab to the card's "next stage" button and press it; focus follows the card.
  const moveOn = page.getByRole('button', { name: 'Move Clifford Chance training contract on to Drafting' });
  await moveOn.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Moved Clifford Chance training contract to Drafting.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Drafting/ }).getByRole('article', { name: 'Clifford Chance' })).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).toContainText('Drafting since');
  await expectAccessible(page, 'the tracker board');

  await page.getByRole('link', { name: 'Table' }).click();
  const row = page.getByRole('row', { name: /Clifford Chance/ });
  await expect(row).toBeVisible();
  await expect(row.getByLabel('Stage of Clifford Chance training contract')).toHaveValue('drafting');
  await expectAccessible(page, 'the tracker table');

  await page.goto('/hub');
  const due = page.getByRole('region', { name: 'Due this week' });
  await expect(due.getByRole('link', { name: 'Clifford Chance: Training contract' })).toBeVisible();
  await expect(due).toContainText('Drafting');
});

test('a member keeps notes on an application and deletes it only once they confirm', async ({ page }) => {
  await signUpVerifiedMember(page, 'Tracker');
  const added = await page.request.post('/api/applications', { data: { firm: 'Ashurst', opportunity: 'open-day' } });
  expect(added.status()).toBe(201);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: 'Ashurst' });

  await card.getByText('Notes (none yet)').click();
  await card.getByLabel('Notes on Ashurst open day or insight scheme').fill('Met a trainee at the law fair.');
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible();
  await page.goto('/applications');
  await page.getByRole('article', { name: 'Ashurst' }).getByText('Notes', { exact: true }).click();
  await expect(page.getByLabel('Notes on Ashurst open day or insight scheme')).toHaveValue('Met a trainee at the law fair.');

  const confirm = page.getByRole('button', { name: 'Yes, delete Ashurst open day or insight scheme' });
  await expect(confirm).toBeHidden();
  await page.getByRole('article', { name: 'Ashurst' }).getByText('Delete', { exact: true }).click();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted Ashurst open day or insight scheme.' })).toBeVisible();
  await expect(page.getByText('Nothing tracked yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeFocused();
});
