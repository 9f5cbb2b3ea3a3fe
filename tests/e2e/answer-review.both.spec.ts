import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { addQuestion, flaggedDraft, trackFromCalendar } from './support/applications';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const question = 'Why Clifford Chance?';
const finding = '“Freshfields” names another firm, in an answer for Clifford Chance.';

test('sending a draft says what it costs and what the checker flags, asks, then shows it sent; the coach sees what the member saw', async ({
  page,
  browser,
}) => {
  test.slow(); // a checkout, a review and a coach
  await signUpVerifiedMember(page, 'Amara');
  await subscribeToPremiumMonthly(page);
  await trackFromCalendar(page, 'Clifford Chance');
  await addQuestion(page, question, 30);

  const answer = page.getByRole('form', { name: question });
  await answer.getByRole('textbox', { name: `Your answer to: ${question}` }).fill(flaggedDraft);
  await expect(answer.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // One line for the firm named twice, and both places highlighted in the draft.
  const findings = answer.getByRole('list', { name: 'Checker findings' });
  await expect(findings.getByText(finding)).toHaveCount(1);
  await expect(findings.getByText('Where they are (2 places):')).toBeVisible();
  const places = findings.locator('mark', { hasText: 'Freshfields' });
  await expect(places).toHaveCount(2);
  await places.nth(1).scrollIntoViewIfNeeded();
  await expect(places.nth(1)).toBeInViewport();
  await expect(answer.getByText('42 of 30 words')).toBeVisible();

  // Nothing is spent by the first click: the page comes back asking, with the cost and what
  // is still flagged, and takes the reader to the question.
  await answer.getByRole('button', { name: 'Send for review' }).click();
  const confirm = answer.getByRole('group', { name: 'Send this draft for review?' });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(confirm.getByText('Sending it uses 1 of your 2 reviews this month.')).toBeVisible();
  await expect(confirm.getByText('The checker still flags:')).toBeVisible();
  await expect(confirm.getByText('12 words over the limit.')).toBeVisible();
  await expect(confirm.getByText(`${finding} (2 places)`)).toBeVisible();
  await expectAccessible(page, 'the confirmation before sending a draft for review');

  await confirm.getByRole('button', { name: 'Yes, send it for review' }).click();
  // The page comes back at the answer, saying it went.
  const sent = page.getByRole('form', { name: question });
  await expect(sent.getByRole('status').filter({ hasText: 'Sent for review.' })).toBeInViewport();
  await expect(sent.getByText(/^Sent for review on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  await expect(page.getByText('(1 left)')).toBeVisible();
  await expectAccessible(page, 'a draft sent for review');

  // Still sent after a reload: there is no button to send the same draft twice.
  await page.reload();
  await expect(sent.getByText(/^Sent for review on /)).toBeVisible();
  await expect(sent.getByRole('button', { name: /Send/ })).toHaveCount(0);
  await sent.getByRole('link', { name: 'See the review' }).click();
  await expect(page).toHaveURL(/\/my-reviews\/[0-9a-f-]{36}$/);
  const reviewPath = new URL(page.url()).pathname;

  const coachContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto(reviewPath.replace('/my-reviews/', '/coach/reviews/'));
  const draft = coach.getByRole('article').filter({ has: coach.getByRole('heading', { name: question }) });
  await expect(draft.getByText('Limit: 30 words')).toBeVisible();
  await expect(draft.getByText('42 of 30 words — over the limit')).toBeVisible();
  await expect(draft.getByText(finding)).toHaveCount(1);
  await expect(draft.locator('mark', { hasText: 'Freshfields' })).toHaveCount(2);
  await draft.locator('mark').first().scrollIntoViewIfNeeded();
  await expect(draft.locator('mark').first()).toBeInViewport();
  await expectAccessible(coach, 'the coach’s review of a draft with findings');
  await coachContext.close();
});
