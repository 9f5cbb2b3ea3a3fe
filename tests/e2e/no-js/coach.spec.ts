import { PDFDocument } from 'pdf-lib';
import { expect, test, type Page } from '../support/test';
import { demoPassword, newClientAddress } from '../support/members';

async function signInCoach(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: 'coach@clearpath.test', password: demoPassword } });
  expect(res.ok()).toBe(true);
}

async function pdfFile(name: string, pages = 1) {
  const doc = await PDFDocument.create();
  for (let n = 0; n < pages; n++) doc.addPage();
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

const formWith = (page: Page, button: string) => page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
const rowOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Move “${title}” up` }) });

test('without JavaScript, a coach notes an enquiry and marks it contacted', async ({ page }) => {
  const email = `plain-enquirer-${Date.now()}@example.com`;
  const created = await page.request.post('/api/enquiries', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { name: 'Plain Lead', email, message: 'Vacation scheme help' },
  });
  expect(created.ok()).toBe(true);
  await signInCoach(page);

  await page.goto('/coach/enquiries?status=new');
  const card = page.locator('details').filter({ hasText: email });
  await card.locator('summary').click();
  await card.getByLabel('Internal note (coaches only)').fill('Called back on Monday');
  await card.getByRole('button', { name: 'Save note' }).click();
  await expect(card.getByRole('status')).toContainText('Note saved');
  await expect(card.getByLabel('Internal note (coaches only)')).toHaveValue('Called back on Monday');

  await card.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as contacted: Plain Lead' })).toBeVisible();
  await expect(page.locator('details').filter({ hasText: email })).toHaveCount(0);
  await page.goto('/coach/enquiries?status=contacted');
  await expect(page.locator('details').filter({ hasText: email })).toContainText('contacted');
});

test('without JavaScript, a coach edits a collection and its items, reorders and adds one', async ({ page }) => {
  await signInCoach(page);
  await page.goto('/coach/library/tailoring-work-experience');

  // The collection's details: a field error keeps what was typed, then a save.
  const details = formWith(page, 'Save collection');
  const originalTitle = await details.getByLabel('Title').inputValue();
  const originalDescription = await details.getByLabel('Description (hub tile)').inputValue();
  await details.getByLabel('Title').fill('');
  await details.getByLabel('Description (hub tile)').fill(`${originalDescription} Updated.`);
  await details.getByRole('button', { name: 'Save collection' }).click();
  await expect(details.getByRole('alert')).toContainText('Title is required');
  await expect(details.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByLabel('Description (hub tile)')).toHaveValue(`${originalDescription} Updated.`);
  await details.getByLabel('Title').fill(originalTitle);
  await details.getByRole('button', { name: 'Save collection' }).click();
  await expect(details.getByRole('status')).toContainText('Collection saved');
  await expect(details.getByLabel('Description (hub tile)')).toHaveValue(`${originalDescription} Updated.`);
  await details.getByLabel('Description (hub tile)').fill(originalDescription);
  await details.getByRole('button', { name: 'Save collection' }).click();
  await expect(details.getByRole('status')).toContainText('Collection saved');

  // Adding an item: without a file the receiver's message, and the title kept; then with one.
  const adding = formWith(page, 'Add item');
  const title = `Plain worksheet ${Date.now()}`;
  await adding.getByLabel('Title').fill(title);
  await adding.getByRole('button', { name: 'Add item' }).click();
  await expect(adding.getByRole('alert')).toContainText('Choose a file to upload.');
  await expect(adding.getByLabel('Title')).toHaveValue(title);
  await adding.getByLabel('PDF').setInputFiles(await pdfFile('worksheet.pdf'));
  await adding.getByRole('button', { name: 'Add item' }).click();
  await expect(adding.getByRole('status')).toContainText(`Added “${title}”`);
  const added = rowOf(page, title);
  await expect(added).toContainText('1 pages');

  // Editing it, replacing its PDF, moving it up, and hiding it so members never meet it.
  await added.getByLabel('Description').fill('Practice answers');
  await added.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(added.getByRole('status').filter({ hasText: 'Item saved' })).toBeVisible();
  await expect(added.getByLabel('Description')).toHaveValue('Practice answers');

  await added.getByLabel(`New PDF for “${title}”`).setInputFiles(await pdfFile('worksheet-v2.pdf', 2));
  await added.getByRole('button', { name: 'Replace PDF' }).click();
  await expect(added.getByRole('status').filter({ hasText: 'The new PDF (2 pages) is live' })).toBeVisible();
  await expect(added).toContainText('2 pages · version 2');

  const titles = page.getByRole('listitem').getByLabel('Title', { exact: true });
  const above = await titles.nth(-2).inputValue();
  await page.getByRole('button', { name: `Move “${title}” up` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect(titles.nth(-2)).toHaveValue(title);
  await expect(titles.nth(-1)).toHaveValue(above);

  await rowOf(page, title).getByRole('button', { name: 'Hide' }).click();
  await expect(rowOf(page, title).getByRole('status').filter({ hasText: 'Hidden from members' })).toBeVisible();
  await expect(rowOf(page, title)).toContainText('Hidden ·');
});
