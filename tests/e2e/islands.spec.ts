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

test('the application page is plain HTML whose answer workspace is an island: it counts and saves as typed, and asks before a review is spent', async ({ page }) => {
  test.slow(); // a checkout first
  await watchCspViolations(page);
  await signUpVerifiedMember(page, 'Ines');
  await subscribeToPremiumMonthly(page);
  const added = await page.request.post('/api/applications', { data: { firm: 'Ashurst', opportunity: 'open-day' } });
  const { id: applicationId } = (await added.json()) as { id: string };
  const question = 'Why Ashurst?';
  expect((await page.request.post(`/api/applications/${applicationId}/answers`, { data: { question, limit: { words: 5 } } })).status()).toBe(201);

  const scripts = scriptsRequested(page);
  const response = await page.goto(`/applications/${applicationId}`);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('__reactRouterContext');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html.match(/<script\b[^>]*\btype="module"[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/islands-[\w-]+\.js"/)]);

  const answer = page.getByRole('form', { name: question });
  const box = answer.getByRole('textbox', { name: `Your answer to: ${question}` });
  await box.fill('Its London and Sydney offices');
  await expect(answer.getByText('5 of 5 words')).toBeVisible();
  await box.pressSequentially(' work as one');
  await expect(answer.getByText('8 of 5 words — over the limit')).toBeVisible();
  await expect(answer.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  expect(scripts.some((name) => name.startsWith('islands-answer-workspace-'))).toBe(true);
  expect(scripts.some((name) => /react-router|framework|entry\.client/.test(name))).toBe(false);
  await expectAccessible(page, '/applications/:id (plain, answer workspace hydrated)');

  // Saved through the API as typed: the page read again has it, and takes no focus for a draft over its limit.
  await page.reload();
  await expect(box).toHaveValue('Its London and Sydney offices work as one');
  await expect(box).not.toBeFocused();

  // Asking to send is a post; the page comes back asking, with the cost, and takes the reader there.
  await answer.getByRole('button', { name: 'Send for review' }).click();
  const confirm = page.getByRole('group', { name: 'Send this draft for review?' });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(confirm.getByText('Sending it uses 1 of your 2 reviews this month.')).toBeVisible();
  await expect(confirm.getByText('3 words over the limit.')).toBeVisible();
  await expect(page.getByText('(2 left)')).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
  await expectAccessible(page, '/applications/:id (plain, asking before sending)');

  // The checker and the draft's rule run in the island as it is typed, before anything is saved.
  await box.fill('I admired Allen & Overy on the same deal.');
  await expect(answer.getByRole('list', { name: 'Checker findings' })).toContainText('“Allen & Overy” names A&O Shearman, in an answer for Ashurst.');
  await box.fill('x'.repeat(20_001));
  await expect(answer.getByText('Please keep an answer under 20,000 characters: no application question asks for more')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
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

test('the tracker is plain HTML whose drag handles and copy button are enhancements, without React; a taken post brings focus back to the form that sent it', async ({ page, context }) => {
  await watchCspViolations(page);
  await signUpVerifiedMember(page, 'Tove');
  expect((await page.request.post('/api/applications', { data: { firm: 'Slaughter and May', opportunity: 'training-contract' } })).status()).toBe(201);

  const onTracker = scriptsRequested(page);
  const response = await page.goto('/applications');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('__reactRouterContext');
  expect(html).not.toContain('rel="modulepreload"');
  // Hidden until it can work; then it puts the member's calendar link on the clipboard and says so.
  expect(html).toMatch(/<button[^>]*data-enhance="copy-text"[^>]*hidden/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel('Your calendar link').inputValue());
  expect(onTracker.some((name) => name.startsWith('islands-card-drag-'))).toBe(true);
  expect(onTracker.some((name) => /hydrate-islands|react-dom|react-router|framework|entry\.client/.test(name))).toBe(false);

  // Dragged by its handle, the card's own stage form goes; the page that answers focuses the card.
  const card = page.getByRole('article', { name: 'Slaughter and May' });
  await card.locator('[title="Drag to another stage"]').dragTo(page.getByRole('region', { name: /^Drafting/ }));
  await expect(page.getByRole('status').filter({ hasText: 'Moved Slaughter and May training contract to Drafting.' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Drafting/ }).getByRole('article', { name: 'Slaughter and May' })).toBeFocused();

  // Far down the page, the add form: after the post, its button has focus and its outcome is in view.
  await page.getByLabel('Firm', { exact: true }).fill('Linklaters');
  await page.getByLabel('Applying for', { exact: true }).selectOption('training-contract');
  await page.getByRole('button', { name: 'Add application' }).click();
  await expect(page.getByRole('button', { name: 'Add application' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Added Linklaters' })).toBeInViewport();
  // Reloading the page that answered the post reads the page again: nothing is sent twice.
  const reloaded = page.waitForRequest((request) => request.resourceType() === 'document');
  await page.reload();
  expect((await reloaded).method()).toBe('GET');
  await expect(page.getByRole('article', { name: 'Linklaters' })).toHaveCount(1);
  expect(await cspViolations(page)).toEqual([]);
  await expectAccessible(page, '/applications (plain, enhanced)');
});

test('reached by a link from a page React Router runs, the tracker still drags its cards and copies its link', async ({ page, context }) => {
  await signUpVerifiedMember(page, 'Linus');
  expect((await page.request.post('/api/applications', { data: { firm: 'Ashurst', opportunity: 'training-contract' } })).status()).toBe(201);
  await page.goto('/settings');
  await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
  await page.getByRole('link', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  // Rendered by React Router in the same document, not loaded afresh with the islands' script.
  expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Ashurst' });
  await card.locator('[title="Drag to another stage"]').dragTo(page.getByRole('region', { name: /^Drafting/ }));
  await expect(page.getByRole('region', { name: /^Drafting/ }).getByRole('article', { name: 'Ashurst' })).toBeVisible();
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
