import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const threeHours = 3 * 3600_000;

/** The visible countdown in seconds ("7:59" is 479). */
async function shownSeconds(page: Page) {
  const shown = (await page.getByTestId('countdown').textContent()) ?? '';
  const parts = shown.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * How far the countdown is from the server's time left. The server answers at an instant
 * between two readings of the page, so the nearer of the two is the countdown at that instant.
 */
async function distanceFromServer(page: Page, attemptId: string, moved = 0) {
  const before = await shownSeconds(page);
  const server = (await serverSeconds(page, attemptId)) - moved;
  const after = await shownSeconds(page);
  return Math.min(Math.abs(before - server), Math.abs(after - server));
}

/** What the server says is left on the attempt now. */
async function serverSeconds(page: Page, attemptId: string) {
  const res = await page.request.get(`/api/practice/attempts/${attemptId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { timeLeftSeconds: number }).timeLeftSeconds;
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
  expect(await distanceFromServer(page, attemptId)).toBeLessThanOrEqual(1);
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
  expect(await distanceFromServer(reopened, attemptId)).toBeLessThanOrEqual(1);

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
  await expect(reopened.getByText('shown once 20 members have taken this test')).toBeVisible();
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

  // The page's clock is moved on; the server's is not, so the server's time left then is what
  // it says now less how far the page's clock has run ahead of real time since the start.
  const device = () => page.evaluate(() => Date.now());
  const start = { device: await device(), real: Date.now() };
  for (const minutes of [1, 5, 10, 10, 3]) {
    await page.clock.runFor(minutes * 60_000);
    const ahead = ((await device()) - start.device - (Date.now() - start.real)) / 1000;
    // Both counts are whole seconds rounded down and the shift is not whole: a countdown off
    // the server's time by d seconds lands strictly within 1 + d of the shifted count.
    expect(await distanceFromServer(page, attemptId, ahead), `${Math.round(ahead / 60)} minutes on`).toBeLessThan(2);
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
});
