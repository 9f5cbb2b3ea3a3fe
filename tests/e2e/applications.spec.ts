import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { trackFromCalendar } from './support/applications';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const trackCliffordChance = (page: Page) => trackFromCalendar(page, 'Clifford Chance');

const question = 'Why do you want to train at Clifford Chance?';
const answerBox = (page: Page) => page.getByRole('textbox', { name: `Your answer to: ${question}` });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved$/ });
const offline = (page: Page) => page.getByRole('status').filter({ hasText: 'Not saved — offline' });
const finalDraft = 'Clifford Chance’s finance practice drew me in, as it did at Freshfields, and its pro bono work.';

test('a subscriber tracks a deadline, drafts an answer the checker warns about, and sends it to a coach who reads it', async ({
  page,
  browser,
}) => {
  test.slow(); // two people, a checkout and a review round trip
  await signUpVerifiedMember(page, 'Priya');
  await subscribeToPremiumMonthly(page);
  await trackCliffordChance(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clifford Chance' })).toBeVisible();

  // A question with its word limit.
  const addForm = page.getByRole('form', { name: 'Add a question' });
  await addForm.getByLabel('Question').fill(question);
  await addForm.getByLabel('Limit').fill('30');
  await addForm.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { name: question })).toBeVisible();

  // A draft pasted from another application: the checker names the slip as it is typed.
  await answerBox(page).fill('Clifford Chance’s finance practice drew me in, as it did at Freshfields');
  await expect(page.getByText('“Freshfields” names another firm, in an answer for Clifford Chance.')).toBeVisible();
  await expect(page.getByText('12 of 30 words')).toBeVisible();
  await expect(saved(page)).toBeVisible();

  // A dropped connection: the draft waits on the device and saves once back online.
  await page.context().setOffline(true);
  await answerBox(page).fill(finalDraft);
  await expect(offline(page)).toBeVisible();
  await page.context().setOffline(false);
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(answerBox(page)).toHaveValue(finalDraft);
  await expectAccessible(page, 'the answer workspace with a finding');

  // The server unreachable, then the tab closed: the next visit offers the draft back.
  await page.route('**/api/answers/*', (route) => route.abort('internetdisconnected'));
  await answerBox(page).fill('A draft that never reached the server.');
  await expect(offline(page)).toBeVisible();
  const applicationUrl = page.url();
  await page.close();
  const reopened = await page.context().newPage();
  await reopened.goto(applicationUrl);
  await expect(reopened.getByRole('alert')).toContainText('newer draft of this answer');
  await reopened.getByRole('button', { name: 'Restore it' }).click();
  await expect(answerBox(reopened)).toHaveValue('A draft that never reached the server.');
  await expect(saved(reopened)).toBeVisible();
  await answerBox(reopened).fill(finalDraft);
  await expect(saved(reopened)).toBeVisible();

  // A second answer opening like the first is pointed out as it is typed.
  const second = 'Tell us about a commercial issue that interests you.';
  await reopened.getByRole('form', { name: 'Add a question' }).getByLabel('Question').fill(second);
  await reopened.getByRole('button', { name: 'Add question' }).click();
  await reopened
    .getByRole('textbox', { name: `Your answer to: ${second}` })
    .fill('Clifford Chance’s finance practice drew me in to the energy transition.');
  await expect(reopened.getByRole('note')).toContainText('Answers that open the same way');

  await reopened.getByRole('form', { name: question }).getByRole('button', { name: 'Send for review' }).click();
  await reopened.getByRole('button', { name: 'Yes, send it for review' }).click();
  await reopened.getByRole('form', { name: question }).getByRole('link', { name: 'See the review' }).click();
  await expect(reopened).toHaveURL(/\/my-reviews\/[0-9a-f-]{36}$/);
  const reviewPath = new URL(reopened.url()).pathname;
  await expect(reopened.getByText('Your review is waiting for a coach.')).toBeVisible();
  await expect(reopened.getByText(finalDraft).first()).toBeVisible();

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto(reviewPath.replace('/my-reviews/', '/coach/reviews/'));
  await expect(coach.getByRole('heading', { name: 'The member’s drafts' })).toBeVisible();
  await expect(coach.getByText(question).first()).toBeVisible();
  await expect(coach.getByText(finalDraft).first()).toBeVisible();
  await expect(coach.getByRole('heading', { name: 'Member’s applications' })).toBeVisible();
  await coachContext.close();
});
