import { sheetColumns } from '@server/features/practice-admin/item-sheet';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs } from './support/members';

const row = (values: Record<string, string>) => sheetColumns.map((name) => `"${values[name] ?? ''}"`).join(',');

test('a coach writes an item, previews it with and without its key, publishes it, then imports a CSV whose bad row is named', async ({ page }) => {
  // A statement no other run has written, so this item is found among the rest.
  const statement = `The firm closes its office on ${Math.floor(Math.random() * 1e6)} public holidays.`;
  await logInAs(page, 'coach@clearpath.test');
  await page.goto('/coach');
  await page.getByRole('navigation', { name: 'Coach area' }).getByRole('link', { name: 'Practice tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice tests' })).toBeVisible();
  await expectAccessible(page, '/coach/practice');

  await page.getByRole('link', { name: 'Write an item' }).click();
  await page.getByLabel('Kind of test').selectOption({ label: 'Critical thinking' });
  await page.getByLabel('Section').selectOption({ label: 'Inference' });
  await page.getByLabel('How it is answered').selectOption({ label: 'One choice' });
  await page.getByRole('textbox', { name: 'Passage or scenario' }).fill('The office is closed on every public holiday in England.');
  await page.getByRole('textbox', { name: 'Statement or question' }).fill(statement);
  await page.getByRole('textbox', { name: 'Text of option A' }).fill('True');
  await page.getByRole('textbox', { name: 'Why A is or is not the answer' }).fill('The passage does not say how many holidays there are.');
  await page.getByRole('textbox', { name: 'Text of option B' }).fill('Insufficient data');
  await page.getByRole('textbox', { name: 'Why B is or is not the answer' }).fill('The number of holidays is not given.');
  await page.getByRole('textbox', { name: 'Key' }).fill('C');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Key' })).toHaveAccessibleDescription(/The answer must be one of the options/);
  await page.getByRole('textbox', { name: 'Key' }).fill('B');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Draft item' })).toBeVisible();
  const asMember = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'As a member sees it' }) });
  const withKey = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'With the key and rationales' }) });
  await expect(asMember).toContainText(statement);
  await expect(asMember).not.toContainText('The number of holidays is not given.');
  await expect(withKey).toContainText('The answer. The number of holidays is not given.');
  await expectAccessible(page, '/coach/practice/items/:id');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Published item' })).toBeVisible();
  await expect(page.getByText('A published item is not edited')).toBeVisible();

  await page.goto('/coach/practice/import');
  await expectAccessible(page, '/coach/practice/import');
  const good = { kind: 'critical-thinking', section: 'deduction', format: 'choice', passage: 'All seats rotate.', option1: 'Follows', rationale1: 'It does.', option2: 'Does not follow', rationale2: 'It follows.' };
  const csv = [sheetColumns.join(','), row({ ...good, prompt: `${statement} (imported)`, key: 'A' }), row({ ...good, prompt: 'A row with a bad key', key: 'Z' })].join('\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: '1 item imported as drafts; 1 refused' })).toBeVisible();
  await expect(page.getByText('Row 3, key: The answer must be one of the options')).toBeVisible();
  await expectAccessible(page, '/coach/practice/import after a report');

  await page.goto('/coach/practice?status=draft');
  await expect(page.getByRole('link', { name: `${statement} (imported)` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'A row with a bad key' })).toHaveCount(0);
});

test('a coach pages through the items and finds one by the words of its statement, the filters kept from page to page', async ({ page }) => {
  const statement = `The trainee sat ${Math.floor(Math.random() * 1e6)} seats in two years.`;
  await logInAs(page, 'coach@clearpath.test');
  const options = [
    { id: 'A', text: 'True', rationale: 'The passage says so.' },
    { id: 'B', text: 'Insufficient data', rationale: 'The passage does not say.' },
  ];
  for (const prompt of [statement, `${statement} (again)`]) {
    const item = { kind: 'critical-thinking', section: 'inference', format: 'choice', passage: 'Trainees sit four seats.', prompt, options, key: { format: 'choice', choice: 'B' }, explanation: '', difficulty: 'easy' };
    const created = await page.request.post('/api/admin/practice/items', { data: item });
    expect(created.status()).toBe(201);
  }

  await page.goto('/coach/practice');
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page.getByText(/^21–\d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Test forms/ })).toBeVisible();
  await expectAccessible(page, '/coach/practice, page 2');

  await page.getByLabel('Status').selectOption({ label: 'Draft' });
  await page.getByRole('searchbox', { name: 'Words in the passage or statement' }).fill(statement);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(page.getByRole('link', { name: statement, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${statement} (again)` })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Words in the passage or statement' })).toHaveValue(statement);
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  await expectAccessible(page, '/coach/practice, searched');

  await page.getByRole('link', { name: 'Show every item' }).click();
  await expect(page.getByText(/^1–20 of \d+$/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Words in the passage or statement' })).toHaveValue('');
});
