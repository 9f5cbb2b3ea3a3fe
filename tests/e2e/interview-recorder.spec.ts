import type { Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

// Chromium's own fake camera and microphone (a test pattern and a beep), and its permission
// prompt answered yes: only these journeys record, so only their browser has them.
test.use({
  launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

const warmUp = 'Warm-up: try the recorder';
/** The warm-up's answer time, which stops the recording by itself. */
const answerSeconds = 45;

/** A subscriber with the warm-up set started, on its attempt page; `timedPractice` names a setting of theirs to tick first. */
async function startWarmUp(page: Page, name: string, { timedPractice }: { timedPractice?: string } = {}) {
  await signUpVerifiedMember(page, name);
  if (timedPractice) {
    await page.goto('/settings');
    await page.getByLabel(timedPractice).check();
    await page.getByRole('button', { name: 'Save timed practice' }).click();
    await expect(page.getByText('Timed tests you start from now on use this time.')).toBeVisible();
  }
  await subscribeToPremiumMonthly(page);
  await page.goto('/interviews');
  await page.getByRole('button', { name: `Start this set: ${warmUp}` }).click();
  await expect(page.getByRole('heading', { name: 'Recording question 1 of 1' })).toBeVisible();
}

/** The played-back take's length as the browser's player reads it, once it has its metadata. */
const playerDuration = (page: Page) =>
  page.locator('video[src^="/api/recordings/"]').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (video.readyState >= 1) resolve(video.duration);
        else video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true });
      }),
  );

test('a subscriber records a timed answer that stops itself, through a dropped connection, and plays it back at a coach’s comment', async ({ page, context, browser }) => {
  // The answer itself runs 45 s, the whole of it recorded; the rest is signing up, the upload and the coach.
  test.setTimeout(240_000);
  await startWarmUp(page, 'Recorder');
  await expect(page.getByTestId('recorder-question')).toHaveText(/Introduce yourself/);

  await page.getByRole('button', { name: 'Camera and microphone' }).click();
  await expect(page.getByLabel('Your camera')).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Microphone level' });
  await expect(meter).toBeVisible();
  // Chromium's fake microphone beeps: the meter moves off zero.
  await expect.poll(async () => Number(await meter.getAttribute('value')), { timeout: 5000 }).toBeGreaterThan(0);
  await expectAccessible(page, 'the recorder, camera on');

  // Every tus request's length header: the last one names the take's final length.
  const lengths: string[] = [];
  page.on('request', (request) => {
    const length = request.headers()['upload-length'];
    if (request.method() === 'PATCH' && length) lengths.push(length);
  });
  const chunks: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'PATCH') chunks.push(Date.now());
  });

  await page.getByRole('button', { name: 'Start: prepare, then record' }).click();
  await expect(page.getByText('Preparing: recording starts in')).toBeVisible();
  await expect(page.getByTestId('recorder-question')).toBeVisible();
  await expect(page.getByText('Recording: time left')).toBeVisible({ timeout: 8000 });
  const recordingFrom = Date.now();
  await expect(page.getByRole('button', { name: 'Stop early' })).toBeVisible();

  // Chunks leave while the answer is still being recorded.
  await expect.poll(() => chunks.length, { timeout: 8000 }).toBeGreaterThan(0);
  expect(chunks[0]! - recordingFrom).toBeLessThan(answerSeconds * 1000);

  // The connection drops mid-answer and comes back a few seconds later.
  await context.setOffline(true);
  await expect(page.getByText('The connection dropped. Keep going')).toBeVisible({ timeout: 8000 });
  await page.waitForTimeout(3000);
  await context.setOffline(false);

  // Nobody presses stop: the answer time ends the recording.
  // Said on screen and to screen readers.
  const stopped = 'The answer time ran out, so recording stopped.';
  await expect(page.getByRole('region', { name: 'Recording question 1 of 1' }).getByText(stopped).and(page.locator(':not([role])'))).toBeVisible({ timeout: (answerSeconds + 5) * 1000 });
  await expect(page.getByRole('status').filter({ hasText: stopped })).toBeAttached();
  expect(Date.now() - recordingFrom).toBeGreaterThan((answerSeconds - 2) * 1000);
  await expect(page.getByText('Your take is saved and plays below.')).toBeVisible({ timeout: 15_000 });

  // The take list is read again and plays the take, its length finite and close to what was recorded.
  const take = page.locator('video[src^="/api/recordings/"]');
  await expect(take).toHaveCount(1);
  const duration = await playerDuration(page);
  expect(Number.isFinite(duration)).toBe(true);
  expect(Math.abs(duration - answerSeconds)).toBeLessThan(2);
  await expect(page.getByText(new RegExp(`^Take 1, 0:(${answerSeconds - 1}|${answerSeconds}|${answerSeconds + 1})$`))).toBeVisible();

  // The server holds one file, whose size is the length the recorder sent last.
  const takeUrl = (await take.getAttribute('src'))!;
  const state = await page.request.fetch(takeUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
  expect(state.status()).toBe(200);
  expect(lengths.length).toBeGreaterThan(0);
  expect(state.headers()['upload-offset']).toBe(lengths.at(-1));
  expect(state.headers()['upload-length']).toBe(lengths.at(-1));
  await expectAccessible(page, 'the attempt with its take');

  // A coach pins a comment inside the take; the member's button moves the video there.
  const attemptUrl = page.url();
  await page.getByRole('button', { name: 'Send this answer for review' }).click();
  await expect(page).toHaveURL(/\/my-reviews$/);
  const { reviews } = (await (await page.request.get('/api/reviews')).json()) as { reviews: { id: string }[] };
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto(`/coach/reviews/${reviews[0]!.id}`);
  await coach.getByRole('button', { name: 'Claim review' }).click();
  const comments = coach.getByRole('region', { name: 'Coaches’ comments on take 1' });
  await comments.getByLabel('At (minutes:seconds)').fill('0:42');
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Slow down as you name your course.');
  await comments.getByRole('button', { name: 'Pin comment' }).click();
  await expect(comments.getByText('Comment pinned at 0:42.')).toBeVisible();
  await expect(coach.getByText('Comment pinned at 0:42.'), 'said once, beside its form').toHaveCount(1);
  await coachContext.close();

  await page.goto(attemptUrl);
  await page.getByRole('button', { name: 'Play from 0:42' }).click();
  await expect.poll(() => take.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeCloseTo(42, 0);
});

test('a refused camera says how to allow it and offers the microphone alone', async ({ page }) => {
  // The browser refuses as it does when the member blocks the permission.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await startWarmUp(page, 'Refused');
  await page.getByRole('button', { name: 'Camera and microphone' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The browser was not allowed to use the camera and microphone.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('set Camera and Microphone to Allow');
  await expect(alert.getByRole('button', { name: 'Record with the microphone only' })).toBeVisible();
  await expectAccessible(page, 'the recorder, permission refused');
});

test('a member who hides the countdown records without one, told the take still stops by itself', async ({ page }) => {
  await startWarmUp(page, 'Unhurried', { timedPractice: 'Hide the countdown while I answer' });

  await page.getByRole('button', { name: 'Microphone only' }).click();
  await page.getByRole('button', { name: 'Start: prepare, then record' }).click();
  await expect(page.getByText('Preparing: recording starts by itself when the time is up.')).toBeVisible();
  await expect(page.getByText('Recording: it stops by itself at the answer time.')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('recorder-countdown')).toHaveCount(0);
  await expectAccessible(page, 'the recorder, countdown hidden');
  await page.getByRole('button', { name: 'Stop early' }).click();
});

test('an untimed member reads when the attempt closes, not a day-long clock, and finishes it to start another', async ({ page }) => {
  await startWarmUp(page, 'Untimed', { timedPractice: 'Untimed — practice without a clock' });
  await expect(page.getByText(/You practise untimed: .* This attempt stays open until \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveCount(0);
  await expectAccessible(page, 'an untimed attempt');

  await page.getByRole('button', { name: 'Finish this attempt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Attempt finished. Any takes you recorded stay below' })).toBeVisible();
  await expect(page.getByText('This attempt has ended, so it takes no more recordings.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording question 1 of 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finish this attempt' })).toHaveCount(0);
});
