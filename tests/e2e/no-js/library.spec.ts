import { expect, test } from '../support/test';
import { logInAs } from '../support/members';

test('without JavaScript, a subscriber marks an item complete and back', async ({ page }) => {
  await logInAs(page, 'subscriber@clearpath.test');
  await page.goto('/law-firm-practice-areas?item=technology');
  const count = page.getByText(/^\d+ of \d+ completed$/);
  const before = await count.textContent();
  const toggle = page.getByRole('button', { name: /^(Mark as complete|Completed)$/ });
  const wasDone = (await toggle.textContent())?.includes('Completed');
  await toggle.click();
  await expect(page.getByRole('button', { name: wasDone ? 'Mark as complete' : 'Completed', exact: true })).toBeVisible();
  await expect(count).not.toHaveText(before!);
  await page.getByRole('button', { name: /^(Mark as complete|Completed)$/ }).click();
  await expect(count).toHaveText(before!);
});
