import { expect, test } from '../support/test';
import { logInAs } from '../support/members';

test('without JavaScript, a visitor filters the calendar and a coach adds and checks an entry', async ({ page, browser }) => {
  await page.goto('/deadlines');
  await page.getByLabel('Firm', { exact: true }).selectOption({ label: 'Slaughter and May' });
  await page.getByRole('button', { name: 'Show deadlines' }).click();
  await expect(page).toHaveURL(/firm=slaughter-and-may/);
  // The page opens at its results, not above the fold.
  await expect(page.getByRole('heading', { level: 2, name: /: Slaughter and May$/ })).toBeInViewport();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasNotText: 'Slaughter and May' })).toHaveCount(0);
  // Tracking is a plain post to the tracker, the same for everyone.
  const track = page.locator('form[action="/applications"]').first();
  await expect(track.locator('input[name="intent"]')).toHaveValue('track');

  const coach = await browser.newContext({ javaScriptEnabled: false });
  const coachPage = await coach.newPage();
  await logInAs(coachPage, 'coach@clearpath.test');
  await coachPage.goto('/coach/deadlines');
  const closesOn = `2029-0${1 + Math.floor(Math.random() * 9)}-${10 + Math.floor(Math.random() * 18)}`;
  const add = coachPage.locator('form').filter({ has: coachPage.getByRole('button', { name: 'Add deadline' }) });
  await add.getByLabel('Firm', { exact: true }).selectOption({ label: 'Ashurst' });
  await add.getByLabel('Opportunity').selectOption({ label: 'Spring vacation scheme' });
  await add.getByLabel('Opens').fill('2029-12-31');
  await add.getByLabel('Closes').fill(closesOn);
  await add.getByRole('button', { name: 'Add deadline' }).click();
  // A field error keeps what was typed.
  await expect(add.getByRole('alert')).toContainText('The closing date must be on or after the opening date');
  await expect(add.getByLabel('Firm', { exact: true })).toHaveValue('ashurst');
  await add.getByLabel('Opens').fill('');
  await add.getByRole('button', { name: 'Add deadline' }).click();
  await expect(add.getByRole('status')).toContainText('Added: Ashurst, Spring vacation scheme');

  const closes = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(new Date(closesOn));
  const row = coachPage.getByRole('listitem').filter({ hasText: `Closes ${closes}` });
  await row.getByRole('button', { name: /^Mark checked/ }).click();
  // The answer comes back at the entry, which stays in place saying it is checked.
  await expect(row.getByRole('status').filter({ hasText: 'Marked checked today: Ashurst' })).toBeInViewport();
  await expect(row).toContainText('Checked');
  await row.getByRole('button', { name: /^Retire/ }).click();
  await expect(coachPage.getByRole('status').filter({ hasText: 'Retired: Ashurst' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await coach.close();
});
