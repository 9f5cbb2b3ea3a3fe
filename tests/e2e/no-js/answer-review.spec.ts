import { expect, test, type Page } from '../support/test';
import { addQuestion, flaggedDraft, trackFromCalendar } from '../support/applications';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from '../support/members';

const question = 'Why Clifford Chance?';

test('without JavaScript, sending a draft asks first with its cost and findings, then shows it sent and cannot send it twice', async ({
  page,
}) => {
  test.slow(); // a checkout first
  await signUpVerifiedMember(page, 'Tomasz');
  await subscribeToPremiumMonthly(page);
  await trackFromCalendar(page, 'Clifford Chance');
  await addQuestion(page, question, 30);

  const answer = page.getByRole('form', { name: question });
  await answer.getByRole('textbox').fill(flaggedDraft);
  await answer.getByRole('button', { name: 'Send for review' }).click();

  // The page comes back with the draft saved and the question asked; nothing is spent yet.
  const asked = page.getByRole('form', { name: question });
  await expect(asked.getByRole('textbox')).toHaveValue(flaggedDraft);
  const confirm = asked.getByRole('group', { name: 'Send this draft for review?' });
  await expect(confirm.getByText('Sending it uses 1 of your 2 reviews this month.')).toBeVisible();
  await expect(confirm.getByText('12 words over the limit.')).toBeVisible();
  await expect(
    confirm.getByText('“Freshfields” names another firm, in an answer for Clifford Chance. (2 places)'),
  ).toBeVisible();
  await expect(asked.locator('mark', { hasText: 'Freshfields' })).toHaveCount(2);
  await expect(page.getByText('(2 left)')).toBeVisible();

  await confirm.getByRole('button', { name: 'Yes, send it for review' }).click();
  const sent = page.getByRole('form', { name: question });
  await expect(sent.getByRole('status').filter({ hasText: 'Sent for review.' })).toBeVisible();
  await expect(sent.getByText(/^Sent for review on /)).toBeVisible();
  await expect(sent.getByRole('link', { name: 'See the review' })).toHaveAttribute(
    'href',
    /^\/my-reviews\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByText('(1 left)')).toBeVisible();

  // The browser posting the confirmation again (a resubmitted form) spends nothing.
  const again = await page.request.post(page.url(), {
    form: { intent: `send:${await answerIdOf(page)}`, text: flaggedDraft },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(page.getByText('(1 left)')).toBeVisible();
});

/** The answer's id, as its Save button names it (`save:<id>`). */
async function answerIdOf(page: Page) {
  const value = await page
    .getByRole('form', { name: question })
    .getByRole('button', { name: 'Save', exact: true })
    .getAttribute('value');
  return value!.replace('save:', '');
}
