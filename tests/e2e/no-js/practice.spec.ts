import { expect, test } from '../support/test';
import { signUpVerifiedMember } from '../support/members';

// Each question is a plain form and the time left is the server's words: a browser without
// scripts takes the whole diagnostic, leaves it and comes back, and reads the results.
test('without JavaScript, a member takes the diagnostic, resumes it, submits after the confirm step and reads the results', async ({ page }) => {
  await signUpVerifiedMember(page, 'Plain');
  await page.goto('/practice');
  await page.getByRole('listitem').filter({ hasText: 'Critical thinking: diagnostic' }).getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(page.getByText(/About [78] minutes left/)).toBeVisible();
  const attemptPath = new URL(page.url()).pathname;

  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save and next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();

  // Away and back: the attempt resumes at the first unanswered question.
  await page.goto('/practice');
  await expect(page.getByRole('cell', { name: /In progress/ })).toBeVisible();
  await page.goto(attemptPath);
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Question 1, answered' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();

  await page.getByRole('button', { name: 'Submit test' }).click();
  await expect(page.getByText('9 questions are unanswered')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, submit my test' }).click();
  await expect(page.getByRole('heading', { name: /^Your score: [\d.]+ out of 10/ })).toBeVisible();
  await page.getByText('Why each option is or is not the answer').first().click();
  await expect(page.getByText('The key').first()).toBeVisible();
});
