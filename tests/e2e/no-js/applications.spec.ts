import { expect, test } from '../support/test';
import { logInAs } from '../support/members';

test('without JavaScript, a subscriber tracks a deadline, adds a question, saves a draft and checks it', async ({
  page,
}) => {
  await logInAs(page, 'subscriber@clearpath.test');
  await page.goto('/deadlines');
  const trackForm = page.locator('form[action="/applications"]:has(input[name="intent"][value="track"])');
  await page
    .locator('tr, li, article')
    .filter({ hasText: 'Linklaters' })
    .filter({ has: trackForm })
    .first()
    .locator('button')
    .first()
    .click();
  await page.locator('a[href^="/applications/"]').filter({ hasText: 'Linklaters' }).first().click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);

  const question = `Why Linklaters? (${Date.now()})`;
  const addForm = page.getByRole('form', { name: 'Add a question' });
  await addForm.getByLabel('Question').fill(question);
  await addForm.getByLabel('Limit').fill('500');
  await addForm.getByLabel('Counted in').selectOption('characters');
  await addForm.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question added.' })).toBeVisible();

  const answer = page.getByRole('form', { name: question });
  await answer.getByRole('textbox').fill('Unlike Slaughter and May, Linklater offers');
  await answer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('form', { name: question }).getByRole('status').filter({ hasText: 'Saved.' }),
  ).toBeVisible();

  await page.getByRole('form', { name: question }).getByRole('button', { name: 'Check' }).click();
  const checked = page.getByRole('form', { name: question });
  await expect(checked.getByRole('textbox')).toHaveValue('Unlike Slaughter and May, Linklater offers');
  await expect(checked).toContainText('“Slaughter and May” names another firm, in an answer for Linklaters.');
  await expect(checked).toContainText('“Linklater” should be written “Linklaters”.');
  await expect(checked).toContainText('42 of 500 characters');

  // Deleting is one deliberate step away (a disclosure, no script needed).
  await checked.getByText('Delete this question').click();
  await checked.getByRole('button', { name: 'Delete the question and its draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question deleted.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: question })).toHaveCount(0);
});
