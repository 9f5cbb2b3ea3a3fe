import { expect, test, type Page } from './support/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember } from './support/members';

/** A real PDF of roughly `kilobytes`, base64-encoded to hand to the page. */
async function pdfBase64(title: string, kilobytes: number) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(title, { x: 50, y: 700, size: 18, font });
  // pdf-lib writes metadata as UTF-16 hex: four bytes per character.
  doc.setSubject('x'.repeat(kilobytes * 256));
  return Buffer.from(await doc.save({ useObjectStreams: false })).toString('base64');
}

/** Drags files onto an element the way a browser does: dragenter, then drop, with a DataTransfer. */
async function dragFiles(page: Page, files: { name: string; type: string; base64: string }[]) {
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (ch) => ch.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return transfer;
  }, files);
  const area = page.getByRole('group', { name: 'Upload files' });
  await area.dispatchEvent('dragenter', { dataTransfer });
  await expect(area).toContainText('Drop your files to upload them');
  await area.dispatchEvent('drop', { dataTransfer });
}

/**
 * Waits for the toasts to go before an accessibility check, so that none closes while axe
 * reads the page (member-feedback.spec.ts checks toasts themselves, held open).
 */
async function waitForToastsToClose(page: Page) {
  await page.mouse.move(0, 0); // a hovered toast stays open
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

test('a subscriber drags two files in and asks for a review; a coach claims, writes feedback and completes it; the member reads it', async ({
  page,
  browser,
}) => {
  test.slow(); // the longest journey: two people, uploads, a review round trip
  const member = await signUpVerifiedMember(page, 'Aisha');

  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
  await page.getByRole('button', { name: /Pay £19\.99 \(demo\)/ }).click();
  await expect(page.getByText('Your Premium Monthly membership is active.')).toBeVisible();

  await page.goto('/hub');
  await expect(page.getByRole('heading', { name: 'Get your application reviewed' })).toBeVisible();
  // A slow connection, so each file's progress can be watched.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  await dragFiles(page, [
    { name: 'Aisha CV.pdf', type: 'application/pdf', base64: await pdfBase64('Aisha Member: CV', 700) },
    { name: 'Cover letter.pdf', type: 'application/pdf', base64: await pdfBase64('Cover letter', 500) },
  ]);
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  const progress = page.getByRole('progressbar', { name: 'Uploading Aisha CV.pdf' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading Cover letter.pdf' })).toBeVisible();
  // The bar visibly fills, not only its reported value.
  await expect.poll(async () => (await progress.locator('div').boundingBox())?.width ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  // The page's action took the finished uploads (a plain post: the hub is plain HTML with
  // islands): the page comes back at the area, says so, and lists them.
  await expect(page.getByRole('status').filter({ hasText: /2 files uploaded: .*Aisha CV\.pdf/ })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/hub#upload-files$/);
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const uploaded = page.getByRole('region', { name: 'Uploaded Files' });
  await expect(uploaded.getByRole('listitem')).toHaveCount(2);
  await expect(uploaded.getByRole('listitem').filter({ hasText: 'Aisha CV.pdf' })).toContainText(/\d+ KB/);
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  await expectAccessible(page, '/hub (subscriber)');

  // A link to the form on My reviews (a plain page opens no dialog).
  const submitLink = page.getByRole('link', { name: 'Submit for Review' });
  await expect(submitLink).toHaveAttribute('href', '/my-reviews#request-review');
  await submitLink.click();
  await expect(page).toHaveURL(/\/my-reviews#request-review$/);
  const form = page.getByRole('complementary', { name: 'Request a review' });
  await expect(form).toContainText('0 of 2 reviews used this month');
  await expect(form.getByRole('checkbox', { name: /Aisha CV\.pdf/ })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /Cover letter\.pdf/ })).toBeChecked();
  await form.getByLabel('Kind of application').selectOption('training-contract');
  await form.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(form.getByRole('alert')).toContainText('Please name the firm you are applying to');
  await expect(form.getByLabel('Target firm')).toBeFocused();
  await expect(form.getByLabel('Kind of application')).toHaveValue('training-contract');
  await form.getByLabel('Target firm').fill('Clifford Chance');
  await form.getByLabel('Kind of application').selectOption('training-contract');
  await form.getByLabel('Notes for your coach').fill('The deadline is on Friday; please look hardest at my motivation.');
  await expectAccessible(page, 'Submit for Review form');
  await form.getByRole('button', { name: 'Submit for Review' }).click();

  await expect(page).toHaveURL(/\/my-reviews\/[0-9a-f-]{36}$/);
  const reviewPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Clifford Chance: Training contract' })).toBeVisible();
  await expect(page.getByText('Your review is waiting for a coach.')).toBeVisible();
  await waitForToastsToClose(page);
  await expectAccessible(page, 'the member’s review page (waiting)');

  await page.goto('/my-reviews');
  await expect(page.getByRole('table', { name: 'Your application reviews' })).toContainText('Clifford Chance');
  await expect(page.getByText('1 of 2 reviews used this month')).toBeVisible();
  await expectAccessible(page, '/my-reviews');

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto('/coach/reviews');
  const row = coach.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Premium Monthly');
  await expect(row).toContainText('Clifford Chance');
  await expect(row).toContainText('Submitted');
  await expectAccessible(coach, '/coach/reviews');
  await row.getByRole('link', { name: 'Aisha Member' }).click();

  await expect(coach.getByRole('heading', { name: 'Clifford Chance: Training contract' })).toBeVisible();
  await coach.getByRole('button', { name: 'Claim review' }).click();
  await expect(coach.getByText('Review claimed')).toBeVisible();
  const download = coach.waitForEvent('download');
  await coach.getByRole('link', { name: 'Download Aisha CV.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Aisha CV.pdf');

  const overall = coach.getByRole('group', { name: 'Overall' });
  await overall.getByLabel('Comment').fill('A focused application with a clear story. Tighten the opening paragraph.');
  await overall.getByLabel('Score').selectOption('4');
  await coach.getByRole('group', { name: 'Motivation' }).getByLabel('Comment').fill('Say why Clifford Chance, not just why law.');
  await coach.getByRole('button', { name: 'Save draft' }).click();
  await expect(coach.getByText('Draft saved')).toBeVisible();
  // The annotated copy streams to the API with progress; the page's action then takes its arrival.
  await coach.getByLabel(/^Annotated copy/).setInputFiles({
    name: 'Aisha CV annotated.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfBase64('Aisha CV, annotated', 1), 'base64'),
  });
  await expect(coach.getByRole('status').filter({ hasText: 'Annotated copy attached: Aisha CV annotated.pdf.' })).toBeVisible();
  await expect(coach.getByRole('link', { name: 'Download Aisha CV annotated.pdf' })).toBeVisible();
  await waitForToastsToClose(coach);
  await expectAccessible(coach, 'the coach’s review page');
  await coach.getByRole('button', { name: 'Complete and send to member' }).click();
  await expect(coach.getByText('Review completed')).toBeVisible();
  await expect(coach.getByText('Completed and sent to the member.')).toBeVisible();
  await coachContext.close();

  await page.goto(reviewPath);
  await expect(page.getByRole('heading', { name: 'Your feedback' })).toBeVisible();
  await expect(page.getByText('A focused application with a clear story.')).toBeVisible();
  await expect(page.getByText('4 / 5')).toBeVisible();
  await expect(page.getByText('Say why Clifford Chance, not just why law.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Aisha CV annotated.pdf' })).toBeVisible();
  await expectAccessible(page, 'the member’s review page (completed)');

  const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: { to: string; subject: string; text: string }[] };
  const email = messages.find((m) => m.to === member.email && m.subject === 'Your application review is ready');
  expect(email?.text).toContain(reviewPath);
});

test('visitors are asked to log in; members without a plan can upload but are pointed to the plans', async ({ page }) => {
  await page.goto('/hub');
  // The hub is plain HTML: the log-in page, which brings the visitor back.
  await page.getByRole('link', { name: 'Log in to upload' }).click();
  await expect(page).toHaveURL('/login?returnTo=%2Fhub');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();

  await signUpVerifiedMember(page, 'Ben');
  await page.goto('/hub');
  const input = page.getByRole('group', { name: 'Upload files' }).locator('input[type=file]');
  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a document') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload PDF, DOC, or DOCX files under 10MB' })).toBeVisible();

  await input.setInputFiles([
    { name: 'Ben CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdfBase64('Ben Member: CV', 1), 'base64') },
    { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('dropped silently') },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Ben CV.pdf uploaded.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uploaded Files' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Application reviews by a coach come with a premium plan')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Get your application reviewed' });
  await expect(reviews.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Submit for Review' })).toHaveCount(0);

  // Deleting a file is a form posted to the page's action; the page comes back at the list.
  await page.getByRole('button', { name: 'Delete Ben CV.pdf' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File deleted.' })).toBeVisible();
  await expect(page).toHaveURL(/\/hub#uploaded-files$/);
  await expect(page.getByRole('region', { name: 'Uploaded Files' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Uploaded Files' }).getByRole('listitem')).toHaveCount(0);
});
