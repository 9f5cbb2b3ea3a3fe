import type { Page } from '@playwright/test';
import { msLeftAt } from '~/features/practice/time-left';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const threeHours = 3 * 3600_000;

/** The visible countdown in seconds ("7:59" is 479). */
const seconds = (shown: string) =>
  shown
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

/** The page's clock and this machine's read together, while the page's runs true: `real` brackets the page's reading. */
type Paired = { device: number; realFrom: number; realTo: number };
async function pairClocks(page: Page): Promise<Paired> {
  const realFrom = Date.now();
  const device = await page.evaluate(() => Date.now());
  return { device, realFrom, realTo: Date.now() };
}

/**
 * The server's deadline for the attempt, checked to be on this machine's clock: the server's
 * `timeLeftSeconds` is the deadline less its own time when it answered, rounded down, for a
 * time between the request and its answer. So the server's time left at any moment of this
 * machine's clock is known to the millisecond, not only to the whole second it answers.
 */
async function serverDeadline(page: Page, attemptId: string) {
  const sent = Date.now();
  const res = await page.request.get(`/api/practice/attempts/${attemptId}`);
  const answered = Date.now();
  expect(res.status()).toBe(200);
  const { deadline, timeLeftSeconds } = (await res.json()) as { deadline: string; timeLeftSeconds: number };
  expect(timeLeftSeconds).toBeGreaterThanOrEqual(Math.floor((Date.parse(deadline) - answered) / 1000));
  expect(timeLeftSeconds).toBeLessThanOrEqual(Math.floor((Date.parse(deadline) - sent) / 1000));
  return Date.parse(deadline);
}

/**
 * Holds the countdown to the server's time left within 1 s, with the display's rounding taken
 * exactly. The page's clock is paused, so what it shows and the clock it counts from (carried by
 * the countdown, to the millisecond) are read at one moment: the digits must be that count
 * rounded down to whole seconds (as the server rounds `timeLeftSeconds`), and the count within
 * 1 s of the server's time left at the moment the page's clock stands for: the real time at
 * `start` plus what the page's clock has run since (moved on by the test, or not).
 *
 * No page can know how long its data took to reach the device after the server read its clock
 * (on a busy machine that alone can pass a second), so the page may show that much more: the
 * moment it took as its reading (`loadedAt`) must fall between the server's reading and the
 * test's look at the page.
 */
async function expectCountdownWithinASecond(page: Page, { start, deadline }: { start: Paired; deadline: number }) {
  const read = await page.getByTestId('countdown').evaluate((element: HTMLElement) => ({
    shown: element.textContent ?? '',
    deadline: element.dataset.deadline ?? '',
    serverNow: element.dataset.serverNow ?? '',
    loadedAt: Number(element.dataset.loadedAt),
    deviceNow: Date.now(),
  }));
  const msLeft = msLeftAt(read, read.deviceNow);
  expect(seconds(read.shown), `${read.shown} shown with ${msLeft} ms left`).toBe(Math.floor(msLeft / 1000));
  const ranSince = read.deviceNow - start.device;
  for (const real of [start.realFrom, start.realTo]) {
    const delivery = real + (read.loadedAt - start.device) - Date.parse(read.serverNow);
    const where = `${Math.round(ranSince / 60_000)} minutes on, the page read ${delivery} ms after the server's clock`;
    // The page's clock updates in steps of up to 100 ms under Playwright's control.
    expect(delivery, where).toBeGreaterThanOrEqual(-100);
    expect(delivery, where).toBeLessThanOrEqual(start.realTo - Date.parse(read.serverNow));
    const ahead = msLeft - (deadline - (real + ranSince));
    expect(ahead, where).toBeGreaterThanOrEqual(-1000);
    expect(ahead, where).toBeLessThanOrEqual(1000 + Math.max(0, delivery));
  }
}

/** Checks the countdown as the page stands now: paused while read, then running again. */
async function expectCountdownNowWithinASecond(page: Page, attemptId: string) {
  const start = await pairClocks(page);
  const deadline = await serverDeadline(page, attemptId);
  await page.clock.pauseAt(start.device + 1000);
  await expectCountdownWithinASecond(page, { start, deadline });
  await page.clock.resume();
}

const attemptIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test('a member takes the diagnostic with a device clock three hours wrong, closes the tab, resumes with the true time left, submits and reads the coaches’ reasoning', async ({ page, context }) => {
  // The device's clock runs three hours ahead; the countdown must not care.
  await page.clock.install({ time: new Date(Date.now() + threeHours) });
  await signUpVerifiedMember(page, 'Practice');

  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Timed practice', level: 1 })).toBeVisible();
  const diagnostic = page.getByRole('listitem').filter({ hasText: 'Critical thinking: diagnostic' });
  await expect(diagnostic.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('This comes with a premium plan.')).toBeVisible();
  await expectAccessible(page, 'the practice page');

  await diagnostic.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const attemptId = attemptIdOf(page);
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expectCountdownNowWithinASecond(page, attemptId);
  // Screen readers hear the time once at the start, in words.
  await expect(page.getByRole('status').filter({ hasText: /About 8 minutes left/ })).toBeAttached();
  await expectAccessible(page, 'a question of the attempt');

  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save and next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();

  // The tab is closed and the attempt opened again: it resumes where it was, on the server's clock.
  await page.close();
  const reopened = await context.newPage();
  await reopened.clock.install({ time: new Date(Date.now() + threeHours) });
  await reopened.goto(`/practice/attempts/${attemptId}`);
  await expect(reopened.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
  await expect(reopened.getByRole('navigation', { name: /Questions \(1 of 10 answered\)/ })).toBeVisible();
  await expect(reopened.getByTestId('countdown')).toBeVisible();
  // Opened in a new tab, the page took the device's reading at the top of its head, before the
  // stylesheet could hold a script back, less the server's work after its own reading.
  const { headReadAt, loadedAt } = await reopened.evaluate(() => ({ headReadAt: window.headReadAt, loadedAt: window.practiceClock?.loadedAt }));
  expect(headReadAt).toBeGreaterThan(0);
  expect(loadedAt).toBeLessThanOrEqual(headReadAt!);
  expect(headReadAt! - loadedAt!, 'the server’s work after reading its clock').toBeLessThan(5000);
  await expectCountdownNowWithinASecond(reopened, attemptId);

  for (let number = 2; number <= 10; number++) {
    await expect(reopened.getByRole('heading', { name: `Question ${number} of 10` })).toBeVisible();
    if (number !== 5) await reopened.getByRole('radio').first().check();
    await reopened.getByRole('button', { name: number < 10 ? 'Save and next' : 'Save and review' }).click();
  }
  await expect(reopened.getByText('1 question is unanswered')).toBeVisible();
  await expectAccessible(reopened, 'the submit step');
  await reopened.getByRole('button', { name: 'Yes, submit my test' }).click();

  await expect(reopened.getByRole('heading', { name: /^Your score: [\d.]+ out of 10/ })).toBeVisible();
  await expect(reopened.getByRole('table', { name: 'Score by section' })).toContainText('Recognition of assumptions');
  await expect(reopened.getByText('shown once 50 members have taken this test')).toBeVisible();
  const firstItem = reopened.getByRole('listitem').filter({ has: reopened.getByRole('heading', { name: /^Question 1 / }) });
  await firstItem.getByText('Why each option is or is not the answer').click();
  await expect(firstItem.getByText('The key')).toBeVisible();
  await expect(reopened.getByText('Not answered')).toBeVisible();
  await expectAccessible(reopened, 'the results');
});

test('over a 30-minute attempt the countdown keeps to the server’s time left, whatever the device’s clock says', async ({ page }) => {
  await page.clock.install({ time: new Date(Date.now() - threeHours) });
  await signUpVerifiedMember(page, 'Clock');
  await subscribeToPremiumMonthly(page);
  await page.goto('/practice');
  await page.getByRole('listitem').filter({ hasText: 'Critical thinking: full practice test' }).getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 40' })).toBeVisible();
  const attemptId = attemptIdOf(page);
  await expect(page.getByTestId('countdown')).toBeVisible();

  // The page's clock is paused and moved on through the attempt; the server's runs true, so
  // each check compares with the server's time left at the moment the page's clock stands for.
  const start = await pairClocks(page);
  const deadline = await serverDeadline(page, attemptId);
  await page.clock.pauseAt(start.device + 1000);
  await expectCountdownWithinASecond(page, { start, deadline });
  for (const minutes of [1, 5, 10, 10, 3]) {
    await page.clock.runFor(minutes * 60_000 + 337);
    await expectCountdownWithinASecond(page, { start, deadline });
  }
  // With a minute left the live region says so, once.
  await expect(page.getByRole('status').filter({ hasText: /About 1 minute left|Less than a minute left|About 2 minutes left/ })).toBeAttached();
});

test('the member’s hidden countdown and extra time: the page says the minutes with the extra time and shows no count, only words for screen readers', async ({ page }) => {
  await signUpVerifiedMember(page, 'Hidden');
  await page.goto('/settings');
  await page.getByLabel('50% extra').check();
  await page.getByLabel('Hide the countdown while I answer').check();
  await page.getByRole('button', { name: 'Save timed practice' }).click();
  await expect(page.getByText('Timed tests you start from now on use this time.')).toBeVisible();
  await expectAccessible(page, 'the settings page');

  await page.goto('/practice');
  const diagnostic = page.getByRole('listitem').filter({ hasText: 'Critical thinking: diagnostic' });
  await expect(diagnostic).toContainText('8 minutes (12 with your extra time)');
  await diagnostic.getByRole('button', { name: 'Start test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(page.getByText('Countdown hidden (change it in Settings)')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /About 12 minutes left/ })).toBeAttached();

  // Back on the list, the running test is continued, not started again.
  const attemptUrl = page.url();
  await page.goto('/practice');
  await expect(diagnostic.getByText('You have this test in progress.')).toBeVisible();
  await expect(diagnostic.getByRole('button', { name: 'Start test' })).toHaveCount(0);
  await expectAccessible(page, 'the practice page with a test in progress');
  await diagnostic.getByRole('link', { name: 'Continue your attempt' }).click();
  await expect(page).toHaveURL(attemptUrl);
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
});
