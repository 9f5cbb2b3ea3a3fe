import type { Page, Request } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

/** The scripts a page asked for, by file name, from the moment this is called. */
function scriptsRequested(page: Page) {
  const names: string[] = [];
  const record = (request: Request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  };
  page.on('request', record);
  return names;
}

/** A real PDF of about 300 KB, big enough for its upload's progress to be seen on a slow connection. */
async function largePdf() {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.setSubject('x'.repeat(75 * 1024)); // metadata is UTF-16 hex: four bytes a character
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function watchCspViolations(page: Page) {
  return page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the practice pages are plain HTML with the islands’ script: no React Router, and React DOM only for the countdown', async ({ page }) => {
  await watchCspViolations(page);
  await signUpVerifiedMember(page, 'Iris');

  const onPractice = scriptsRequested(page);
  const response = await page.goto('/practice');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('__reactRouterContext');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html.match(/<script\b[^>]*\btype="module"[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/islands-[\w-]+\.js"/)]);
  // No island on this page: its forms need only the islands' own small script.
  expect(onPractice).toEqual([expect.stringMatching(/^islands-[\w-]+\.js$/)]);
  await expectAccessible(page, '/practice (plain)');

  const onAttempt = scriptsRequested(page);
  await page.getByRole('button', { name: /Start/ }).first().click();
  await expect(page).toHaveURL(/\/practice\/attempts\//);
  // The server says the time left in words; the island then counts it down each second.
  const clock = page.getByTestId('countdown');
  await expect(clock).toHaveText(/^\d+:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');
  expect(onAttempt.some((name) => name.startsWith('islands-hydrate-islands-'))).toBe(true);
  expect(onAttempt.some((name) => /react-router|framework|entry\.client/.test(name))).toBe(false);
  expect(await cspViolations(page)).toEqual([]);
  await expectAccessible(page, '/practice/attempts/:id (plain, countdown hydrated)');
});

test('the hub is plain HTML with the upload area its one island: files go up with progress, and the page comes back listing them', async ({ page }) => {
  await watchCspViolations(page);
  await signUpVerifiedMember(page, 'Hana');
  await subscribeToPremiumMonthly(page);

  const onHub = scriptsRequested(page);
  const response = await page.goto('/hub');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('__reactRouterContext');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html.match(/<script\b[^>]*\btype="module"[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/islands-[\w-]+\.js"/)]);
  expect(html).toContain('data-island="upload-area"');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(onHub.some((name) => name.startsWith('islands-upload-area-'))).toBe(true);
  expect(onHub.some((name) => /react-router|framework|entry\.client/.test(name))).toBe(false);
  await expectAccessible(page, '/hub (plain, upload area hydrated)');

  // A file refused in the browser: the area says why, in place.
  const input = page.getByRole('group', { name: 'Upload files' }).locator('input[type=file]');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a document') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload PDF, DOC, or DOCX files under 10MB' })).toBeVisible();

  // A slow connection, so the progress can be seen; the finished upload is then a plain post.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200 * 1024 });
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/hub');
  await input.setInputFiles({ name: 'Hana CV.pdf', mimeType: 'application/pdf', buffer: await largePdf() });
  await expect(page.getByRole('progressbar', { name: 'Uploading Hana CV.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  expect((await posted).postData()).toMatch(/^intent=uploaded&uploadIds=[\w-]+$/);
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(page).toHaveURL(/\/hub#upload-files$/);
  await expect(page.getByRole('status').filter({ hasText: 'Hana CV.pdf uploaded.' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Upload files' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Uploaded Files' }).getByRole('listitem').filter({ hasText: 'Hana CV.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  expect(await cspViolations(page)).toEqual([]);
  await expectAccessible(page, '/hub (plain, after an upload)');
});

test('a form on a plain page goes once, and its button says so until the next page comes', async ({ page }) => {
  await signUpVerifiedMember(page, 'Otto');
  await page.goto('/practice');
  // The page's own handling runs first; this listener, last, notes whether a press was let
  // through to the server and keeps the page here, so what the member sees can be read.
  await page.evaluate(() => {
    const sent: boolean[] = [];
    (window as unknown as { sent: boolean[] }).sent = sent;
    window.addEventListener('submit', (event) => {
      sent.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  const start = page.getByRole('button', { name: /^Start/ }).first();
  await start.click();
  const pending = page.getByRole('button', { name: 'Starting...' });
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  // `aria-disabled` tells assistive technology, but a pointer still presses it (Playwright has to be told).
  await pending.click({ force: true });
  // The first press went to the server; the second, made while the first was on its way, did not.
  expect(await page.evaluate(() => (window as unknown as { sent: boolean[] }).sent)).toEqual([true, false]);
});

test('a refused post on a plain page comes back with focus on the field and the reason beside it', async ({ page }) => {
  await signUpVerifiedMember(page, 'Rhea');
  await subscribeToPremiumMonthly(page);
  const forms = (await (await page.request.get('/api/practice/forms')).json()) as { forms: { id: string; free: boolean }[] };
  const diagnostic = forms.forms.find((form) => form.free);
  const started = await page.request.post('/api/practice/attempts', { data: { formId: diagnostic?.id } });
  const { id } = (await started.json()) as { id: string };
  expect((await page.request.post(`/api/practice/attempts/${id}/submit`)).status()).toBe(200);

  await page.goto(`/practice/attempts/${id}`);
  const notes = page.getByLabel(/Anything you would like the coach to look at/);
  await notes.fill('x'.repeat(2001));
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(notes).toBeFocused();
  await expect(notes).toHaveAccessibleDescription(/under 2000 characters/);
});
