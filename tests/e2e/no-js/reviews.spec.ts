import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../support/test';
import { logInAs } from '../support/members';

async function pdfFile(name: string, text: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 18, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

/** A real PNG under a document's name: refused by its content, as the API refuses it. */
const pngNamedPdf = {
  name: 'photo.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

test('without JavaScript, a subscriber uploads a PDF and asks for its review; a coach claims and completes it; the member reads the feedback', async ({
  page,
  browser,
}) => {
  test.slow(); // two people and a review round trip
  await logInAs(page, 'subscriber@clearpath.test');
  await page.goto('/my-reviews');
  // What needs scripts (picking several files, dragging them in) is not offered.
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeHidden();

  // A file the content check refuses, with the API's message.
  await page.getByLabel('Choose a file').setInputFiles(pngNamedPdf);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Please upload a PDF, DOC or DOCX file.');

  const fileName = `Plain CV ${Date.now()}.pdf`;
  await page.getByLabel('Choose a file').setInputFiles(await pdfFile(fileName, 'Plain Subscriber: CV'));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${fileName} uploaded.` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uploaded Files' })).toContainText(fileName);

  // The form is in the page: choose only the new file, forget the firm.
  const request = page.getByRole('complementary', { name: 'Request a review' });
  for (const box of await request.getByRole('checkbox').all()) await box.uncheck();
  await request.getByRole('checkbox', { name: fileName }).check();
  await request.getByLabel('Kind of application').selectOption('vacation-scheme');
  await request.getByLabel('Notes for your coach').fill('Please look hardest at my commercial awareness.');
  await request.getByRole('button', { name: 'Submit for Review' }).click();

  await expect(request.getByRole('alert')).toContainText('Please name the firm you are applying to');
  await expect(request.getByLabel('Target firm')).toHaveAttribute('aria-invalid', 'true');
  await expect(request.getByLabel('Notes for your coach')).toHaveValue('Please look hardest at my commercial awareness.');
  await expect(request.getByRole('checkbox', { name: fileName })).toBeChecked();
  await expect(request.getByRole('checkbox', { checked: true })).toHaveCount(1);

  await request.getByLabel('Target firm').fill('Slaughter and May');
  await request.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByRole('heading', { name: 'Slaughter and May: Vacation scheme' })).toBeVisible();
  await expect(page.getByText('Your review is waiting for a coach.')).toBeVisible();
  const reviewPath = new URL(page.url()).pathname;

  await page.goto('/my-reviews');
  await expect(page.getByRole('table', { name: 'Your application reviews' }).getByRole('link', { name: 'Slaughter and May' })).toHaveAttribute(
    'href',
    reviewPath,
  );

  const coachContext = await browser.newContext({ javaScriptEnabled: false });
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto(`/coach${reviewPath.replace('/my-reviews', '/reviews')}`);
  await expect(coach.getByRole('heading', { name: 'Slaughter and May: Vacation scheme' })).toBeVisible();
  await coach.getByRole('button', { name: 'Claim review' }).click();
  await expect(coach.getByRole('status').filter({ hasText: 'Review claimed' })).toBeVisible();
  // The annotated copy is a form of its own: a plain multipart post, streamed by the action.
  await coach.getByLabel(/^Annotated copy/).filter({ visible: true }).setInputFiles(await pdfFile('Plain CV annotated.pdf', 'Annotated'));
  await coach.getByRole('button', { name: 'Attach' }).click();
  await expect(coach.getByRole('status').filter({ hasText: 'Annotated copy attached: Plain CV annotated.pdf.' })).toBeVisible();
  await expect(coach.getByRole('link', { name: 'Download Plain CV annotated.pdf' })).toBeVisible();


  // Completing needs the overall comment; what was typed elsewhere stays.
  await coach.getByRole('group', { name: 'Motivation' }).getByLabel('Comment').fill('Say why this firm, not only why law.');
  await coach.getByRole('group', { name: 'Overall' }).getByLabel('Score').selectOption('4');
  await coach.getByRole('button', { name: 'Complete and send to member' }).click();
  await expect(coach.getByRole('alert')).toContainText('Please write the overall comment before completing the review');
  await expect(coach.getByRole('group', { name: 'Motivation' }).getByLabel('Comment')).toHaveValue('Say why this firm, not only why law.');
  await expect(coach.getByRole('group', { name: 'Overall' }).getByLabel('Score')).toHaveValue('4');

  await coach.getByRole('group', { name: 'Overall' }).getByLabel('Comment').fill('A clear application; sharpen the opening.');
  await coach.getByRole('button', { name: 'Save draft' }).click();
  await expect(coach.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(coach.getByRole('group', { name: 'Overall' }).getByLabel('Comment')).toHaveValue('A clear application; sharpen the opening.');
  await coach.getByRole('button', { name: 'Complete and send to member' }).click();
  await expect(coach.getByRole('status').filter({ hasText: 'Review completed' })).toBeVisible();
  await expect(coach.getByText('Completed and sent to the member.')).toBeVisible();
  await coachContext.close();

  await page.goto(reviewPath);
  await expect(page.getByRole('heading', { name: 'Your feedback' })).toBeVisible();
  await expect(page.getByText('A clear application; sharpen the opening.')).toBeVisible();
  await expect(page.getByText('4 / 5')).toBeVisible();
  await expect(page.getByText('Say why this firm, not only why law.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Plain CV annotated.pdf' })).toBeVisible();
});
