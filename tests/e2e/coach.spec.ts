import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, newClientAddress } from './support/members';

test('visitors and members are kept out of the coach area', async ({ page, request }) => {
  expect((await request.get('/coach')).status()).toBe(401);
  await logInAs(page, 'member@clearpath.test');
  const response = await page.goto('/coach/members');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Coaches only' })).toBeVisible();
});

test('a coach finds a member, works an enquiry, reorders the library, and every page passes axe', async ({ page, browser }) => {
  const enquirer = `enquirer-${Date.now()}@example.com`;
  await page.request.post('/api/enquiries', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { name: 'Coach Test Lead', email: enquirer, message: 'Help with my TC applications' },
  });
  await logInAs(page, 'coach@clearpath.test');

  await page.goto('/coach');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expectAccessible(page, '/coach');

  await page.goto('/coach/members');
  await page.getByRole('searchbox', { name: 'Search members by name or email' }).fill('subscriber@clearpath.test');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status')).toContainText('1 member');
  await expectAccessible(page, '/coach/members');
  await page.getByRole('link', { name: 'Sam Subscriber' }).click();
  await expect(page.getByText('Premium Monthly', { exact: true })).toBeVisible();
  await expectAccessible(page, '/coach/members/:id');

  await page.goto('/coach/enquiries?status=new');
  const card = page.locator('details').filter({ hasText: enquirer });
  await card.locator('summary').click();
  await expectAccessible(page, '/coach/enquiries');
  await card.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as contacted: Coach Test Lead' })).toBeVisible();
  await expect(page.locator('details').filter({ hasText: enquirer })).toHaveCount(0);

  await page.goto('/coach/library/law-firm-interviews');
  await expectAccessible(page, '/coach/library/:slug');
  const titles = page.getByLabel('Title', { exact: true });
  const first = await titles.nth(1).inputValue();
  const second = await titles.nth(2).inputValue();
  await page.getByRole('button', { name: `Move “${second}” up` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect(titles.nth(1)).toHaveValue(second);

  // A subscriber sees the new order on the member-facing page.
  const member = await browser.newContext();
  const subscriberPage = await member.newPage();
  await logInAs(subscriberPage, 'subscriber@clearpath.test');
  await subscriberPage.goto('/law-firm-interviews');
  const names = await subscriberPage.getByRole('main').getByRole('listitem').getByRole('button').allInnerTexts();
  expect(names.findIndex((n) => n.includes(second))).toBeLessThan(names.findIndex((n) => n.includes(first)));
  await member.close();

  // Restore the order so other tests see the seeded library.
  await page.reload();
  await page.getByRole('button', { name: `Move “${first}” up` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect(titles.nth(1)).toHaveValue(first);

  // Editing an item shows its result in its row, without leaving the page.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Move “${first}” up` }) });
  const description = await row.getByLabel('Description').inputValue();
  await row.getByLabel('Description').fill(`${description} (checked)`);
  await row.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(row.getByRole('status').filter({ hasText: 'Item saved' })).toBeVisible();
  await row.getByLabel('Description').fill(description);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/coach/library/')),
    row.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);
  await page.reload();
  await expect(row.getByLabel('Description')).toHaveValue(description);

  await page.goto('/coach/audit');
  await expect(page.getByRole('cell', { name: 'library.items.reorder' }).first()).toBeVisible();
  await expectAccessible(page, '/coach/audit');
  await page.goto('/coach/library');
  await expectAccessible(page, '/coach/library');
});

test('a coach adds a document with its PDF, replaces the PDF and hides it, staying on the page', async ({ page }) => {
  const pdf = async (pages: number) => {
    const doc = await PDFDocument.create();
    for (let n = 0; n < pages; n++) doc.addPage();
    return { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
  };
  await logInAs(page, 'coach@clearpath.test');
  await page.goto('/coach/library/law-firm-practice-areas');
  const adding = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add item' }) });
  const title = `Practice notes ${Date.now()}`;
  await adding.getByLabel('Title').fill(title);
  await adding.getByLabel('PDF').setInputFiles(await pdf(1));
  await adding.getByRole('button', { name: 'Add item' }).click();
  await expect(adding.getByRole('status')).toContainText(`Added “${title}”`);
  await expect(adding.getByLabel('Title')).toHaveValue('');

  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Move “${title}” up` }) });
  await row.getByLabel(`New PDF for “${title}”`).setInputFiles(await pdf(3));
  await row.getByRole('button', { name: 'Replace PDF' }).click();
  await expect(row.getByRole('status').filter({ hasText: 'The new PDF (3 pages) is live' })).toBeVisible();
  await expect(row).toContainText('3 pages · version 2');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row).toContainText('Hidden ·');
});
