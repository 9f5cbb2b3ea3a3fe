import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs } from './support/members';

test('a coach writes a question set with two questions, is refused an answer time of 20 seconds beside the field, and publishes it', async ({ page }) => {
  // Four pages read by axe and six form posts: beyond the usual minute on a busy machine.
  test.slow();
  // A title no other run has written, so this set is found among the rest.
  const title = `Motivation drill ${Math.floor(Math.random() * 1e6)}`;
  await logInAs(page, 'coach@clearpath.test');
  await page.goto('/coach');
  await page.getByRole('navigation', { name: 'Coach area' }).getByRole('link', { name: 'Video interviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Video interviews' })).toBeVisible();
  await expectAccessible(page, '/coach/interviews');

  await page.getByRole('link', { name: 'New set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New question set' })).toBeVisible();
  await expectAccessible(page, '/coach/interviews/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Two questions on why law and why this firm.');
  await page.getByLabel('Firm').selectOption({ label: 'Linklaters' });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add a question' });
  await add.getByRole('textbox', { name: 'Question' }).fill('Why do you want to be a solicitor?');
  await add.getByRole('spinbutton', { name: 'Seconds to answer' }).fill('20');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add.getByRole('spinbutton', { name: 'Seconds to answer' })).toHaveAccessibleDescription(/Allow at least 30 seconds to answer/);
  await expect(add.getByRole('textbox', { name: 'Question' })).toHaveValue('Why do you want to be a solicitor?');
  await expectAccessible(page, '/coach/interviews/:id with a refusal');

  await add.getByRole('spinbutton', { name: 'Seconds to answer' }).fill('90');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add.getByRole('status')).toContainText('Question 1 added');
  await add.getByRole('textbox', { name: 'Question' }).fill('Why this firm rather than another?');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add.getByRole('status')).toContainText('Question 2 added');
  await expect(page.getByRole('heading', { level: 2, name: 'Questions (2)' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'How members see it' });
  await expect(preview).toContainText('In the style of Linklaters');
  await expectAccessible(page, '/coach/interviews/:id, a draft');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: members see it now, and it can no longer be edited')).toBeVisible();
  await expect(page.getByText('A published set is not edited')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add question' })).toHaveCount(0);
  await expectAccessible(page, '/coach/interviews/:id, published');

  await page.getByRole('navigation', { name: 'Coach area' }).getByRole('link', { name: 'Video interviews' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Linklaters · 2 questions · No attempts');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');
});
