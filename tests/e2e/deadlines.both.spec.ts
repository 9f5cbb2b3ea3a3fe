import { opportunities, type Opportunity } from '@content/firms';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember } from './support/members';

type Entry = { id: string; firm: string; opportunity: Opportunity; closesOn: string };

test('filtering the calendar opens at the results, whose heading says how many match', async ({ page }) => {
  await page.goto('/deadlines');
  await page.getByLabel('Firm group').selectOption({ label: 'US firms' });
  await page.getByLabel('Opportunity').selectOption({ label: 'Training contract' });
  await page.getByRole('button', { name: 'Show deadlines' }).click();
  await expect(page).toHaveURL(/group=us-firms.*#results$/);
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ upcoming deadlines?: US firms · Training contract$/ });
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await expectAccessible(page, 'the filtered calendar');
});

test('the calendar marks what the member tracks, links to it, and shows no one else those marks', async ({ page, browser }) => {
  // Three people sign up or in and axe reads the whole calendar: beyond the usual minute on a busy machine.
  test.slow();
  await signUpVerifiedMember(page, 'Marked');
  const today = new Date().toISOString().slice(0, 10);
  const { deadlines } = (await (await page.request.get('/api/deadlines')).json()) as { deadlines: Entry[] };
  const entry = deadlines.find((candidate) => candidate.closesOn > today)!;
  const label = `${entry.firm}, ${opportunities[entry.opportunity]}`;
  const trackButton = (on: Page) => on.getByRole('button', { name: /^Track this deadline/ }).filter({ hasText: label });

  // The member's copy of the calendar is kept; tracking from it must drop it.
  await page.goto('/deadlines');
  await trackButton(page).click();
  await expect(page).toHaveURL(/\/applications\?tracked=/);

  await page.goto('/deadlines');
  const tracked = page.getByRole('link', { name: /^see your application for/ }).filter({ hasText: label });
  await expect(tracked).toBeVisible();
  await expect(trackButton(page)).toHaveCount(0);
  await expectAccessible(page, 'the calendar with a tracked entry');
  await tracked.click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);

  for (const signedIn of [false, true]) {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    if (signedIn) await signUpVerifiedMember(otherPage, 'Other');
    await otherPage.goto('/deadlines');
    await expect(trackButton(otherPage)).toBeVisible();
    await expect(otherPage.getByRole('link', { name: /^see your application/ })).toHaveCount(0);
    await other.close();
  }
});

test('a coach marks an entry checked and sees it say so where they are looking', async ({ page }) => {
  // The coach list holds every entry of the cycle, and axe reads all of it.
  test.slow();
  const closesOn = `2028-0${1 + Math.floor(Math.random() * 9)}-${10 + Math.floor(Math.random() * 18)}`;
  await logInAs(page, 'coach@clearpath.test');
  expect(
    (await page.request.post('/api/admin/deadlines', { data: { firmSlug: 'macfarlanes', opportunity: 'vacation-scheme-winter', closesOn } })).status(),
  ).toBe(201);
  await page.goto('/coach/deadlines');
  const row = page.getByRole('listitem').filter({ hasText: 'Macfarlanes, Winter vacation scheme' }).filter({ hasText: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(closesOn)) });
  await expect(row).toContainText('To check');
  const button = row.getByRole('button', { name: /^Mark checked/ });
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  const confirmation = row.getByRole('status').filter({ hasText: 'Marked checked today: Macfarlanes' });
  await expect(confirmation).toBeInViewport();
  await expect(row).toContainText('Checked');
  await expect(row).toBeFocused();
  await expectAccessible(page, '/coach/deadlines after a check');
  // Retired afterwards, so the shared calendar is left as it was.
  await row.getByRole('button', { name: /^Retire/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retired: Macfarlanes' })).toBeVisible();
});
