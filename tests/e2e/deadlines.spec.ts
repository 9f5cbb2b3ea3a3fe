import { firms } from '@content/firms';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const uncheckedNotice = 'Not yet checked by a coach: confirm the date on the firm’s own site';
const entries = (page: Page) => page.getByRole('main').getByRole('listitem');
const todayInUk = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(new Date());

test('a visitor reads the calendar: every profiled firm, unchecked dates said to be unchecked, filters by GET form', async ({ page }) => {
  const response = await page.goto('/deadlines');
  const html = (await response?.text()) ?? '';
  // Server-rendered, with structured data, and plain HTML (no script to run).
  expect(html).toContain('Not yet checked by a coach');
  expect(html).toContain('"@type":"ItemList"');
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  await expect(page.getByRole('heading', { level: 1, name: /Application deadlines 2026-27/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to read this calendar' })).toBeVisible();
  for (const firm of firms) await expect(page.getByRole('heading', { level: 3, name: firm.name, exact: true }).first()).toBeVisible();
  await expect(page.getByText(uncheckedNotice).first()).toBeVisible();
  await expectAccessible(page, '/deadlines');

  await page.getByLabel('Firm group').selectOption({ label: 'US firms' });
  await page.getByLabel('Opportunity').selectOption({ label: 'Training contract' });
  await page.getByRole('button', { name: 'Show deadlines' }).click();
  await expect(page).toHaveURL(/group=us-firms/);
  await expect(page.getByRole('heading', { level: 2, name: /deadlines?: US firms · Training contract/ })).toBeVisible();
  const usFirms = firms.filter((firm) => firm.group === 'us-firms');
  await expect(entries(page)).toHaveCount(usFirms.length);
  for (const card of await entries(page).all()) await expect(card).toContainText('Training contract');
  await expect(page.getByRole('heading', { level: 3, name: 'Clifford Chance' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Clifford Chance' }).first()).toBeVisible();
});

test('a coach adds an entry, marks it checked and the public calendar shows it as checked; then retires it', async ({ page, browser }) => {
  // A date no seeded entry has, so this entry is found among the rest.
  const closesOn = `2028-0${1 + Math.floor(Math.random() * 9)}-${10 + Math.floor(Math.random() * 18)}`;
  const closes = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(new Date(closesOn));
  // A visitor's copy of the calendar, kept by the shared page cache until a write drops it.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/deadlines');

  await logInAs(page, 'coach@clearpath.test');
  await page.goto('/coach/deadlines');
  await expect(page.getByRole('heading', { level: 1, name: 'Deadlines' })).toBeVisible();
  await expectAccessible(page, '/coach/deadlines');

  const add = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add deadline' }) });
  await add.getByRole('button', { name: 'Add deadline' }).click();
  await expect(add.getByRole('alert')).toContainText('Please choose a firm from the list');
  await add.getByLabel('Firm', { exact: true }).selectOption({ label: 'Travers Smith' });
  await add.getByLabel('Opportunity').selectOption({ label: 'Open day or insight scheme' });
  await add.getByLabel('Closes').fill(closesOn);
  await add.getByRole('button', { name: 'Add deadline' }).click();
  await expect(add.getByRole('status')).toContainText('Added: Travers Smith, Open day or insight scheme');

  const row = page.getByRole('listitem').filter({ hasText: 'Travers Smith, Open day or insight scheme' }).filter({ hasText: `Closes ${closes}` });
  await expect(row).toContainText('To check');
  await row.getByRole('button', { name: /^Mark checked/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked checked today: Travers Smith' })).toBeVisible();
  await expect(row).toContainText('Checked');

  // The visitor sees the coach's check at once, on the shared page and a filtered view.
  await visitorPage.goto('/deadlines');
  const card = visitorPage.getByRole('main').getByRole('listitem').filter({ hasText: closes });
  await expect(card).toContainText(`Checked by a coach on ${todayInUk()}`);
  await expect(card).not.toContainText('Not yet checked');
  await visitorPage.goto('/deadlines?firm=travers-smith&opportunity=open-day');
  await expect(card).toContainText(`Checked by a coach on ${todayInUk()}`);

  await row.getByRole('button', { name: /^Retire/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Retired: Travers Smith' })).toBeVisible();
  await visitorPage.goto('/deadlines?firm=travers-smith&opportunity=open-day');
  await expect(visitorPage.getByRole('main').getByRole('listitem').filter({ hasText: closes })).toHaveCount(0);
  await visitor.close();
});

test('a firm profile links to that firm’s deadlines', async ({ page }) => {
  await signUpVerifiedMember(page, 'Profile');
  await subscribeToPremiumMonthly(page);
  await page.goto('/firm-profiles?item=linklaters');
  // The viewer notes its page in the address once the document is open: wait for that first.
  await expect(page).toHaveURL(/page=1/);
  await page.getByRole('link', { name: 'Linklaters deadlines' }).click();
  await expect(page).toHaveURL('/deadlines?firm=linklaters');
  await expect(page.getByRole('heading', { level: 2, name: /: Linklaters$/ })).toBeVisible();
  await expect(entries(page).filter({ hasText: 'Clifford Chance' })).toHaveCount(0);
});
