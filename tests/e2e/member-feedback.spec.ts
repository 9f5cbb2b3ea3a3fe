import { PDFDocument } from 'pdf-lib';
import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

/** A real 1×1 PNG: what a member sends when a picture is saved under a document's name. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pngNamedCv = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngBytes };

async function pdfFile(name: string) {
  const doc = await PDFDocument.create();
  doc.addPage();
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) };
}

const uploadInput = (page: Page) => page.getByRole('group', { name: 'Upload files' }).locator('input[type=file]');
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Saves the member's theme, which their pages then follow whatever the system prefers. */
async function saveTheme(page: Page, theme: 'light' | 'dark') {
  const res = await page.request.put('/api/me/settings', { data: { emailNotifications: true, theme } });
  expect(res.status()).toBe(200);
}

/**
 * The error toast's text and background as the browser paints them, as sRGB, and their
 * contrast ratio (WCAG 2.1 relative luminance). A canvas turns any CSS colour (oklch) into RGB.
 */
async function paintedColours(errorToast: Locator) {
  return errorToast.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!] as const;
    };
    const luminance = (channels: readonly number[]) => {
      const [r, g, b] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const description = element.querySelector('[data-description]')!;
    const background = rgb(getComputedStyle(element).backgroundColor);
    const text = rgb(getComputedStyle(description).color);
    const [light, dark] = [luminance(background), luminance(text)].sort((a, b) => b - a);
    return { background, contrast: (light! + 0.05) / (dark! + 0.05) };
  });
}

test('a PNG named cv.pdf is refused with a message that names the accepted types', async ({ page }) => {
  await signUpVerifiedMember(page, 'Priya');
  // The hub is plain HTML with the upload area an island: the area says it, with no toaster on the page.
  await page.goto('/hub');
  await uploadInput(page).setInputFiles(pngNamedCv);
  await expect(page.getByRole('alert')).toContainText('Failed to upload cv.pdf: Please upload a PDF, DOC or DOCX file.');
  await expect(page.getByRole('region', { name: 'Uploaded Files' }).getByRole('listitem')).toHaveCount(0);

  // My reviews, which React Router runs, has its toaster: the toast adds to the page's own message, which stays.
  await page.goto('/my-reviews');
  await uploadInput(page).setInputFiles(pngNamedCv);
  const refused = toast(page, 'Upload failed');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Failed to upload cv.pdf: Please upload a PDF, DOC or DOCX file.');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload cv.pdf' })).toContainText('Please upload a PDF, DOC or DOCX file.');

  // A document that arrives is confirmed by the same plain post as on the hub: the page comes back listing it.
  await uploadInput(page).setInputFiles(await pdfFile('Priya CV.pdf'));
  await expect(page).toHaveURL(/\/my-reviews#upload-files$/);
  await expect(page.getByRole('status').filter({ hasText: 'Priya CV.pdf uploaded.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uploaded Files' }).getByRole('listitem')).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`an error toast beside a refused checkout's message is readable and passes axe (${theme})`, async ({ page }) => {
    test.slow(); // a sign-up and a checkout before the toasts
    await signUpVerifiedMember(page, 'Tomas');
    await saveTheme(page, theme);
    await page.goto('/services');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));

    // Subscribed in another tab, the member chooses a plan again here: told so, where they chose it.
    const otherTab = await page.context().newPage();
    await subscribeToPremiumMonthly(otherTab);
    await otherTab.close();
    await page.getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
    await expect(page.getByRole('alert')).toContainText('You already have an active subscription.');
    await expectAccessible(page, `/services with a refused checkout (${theme})`);

    // My reviews has React Router's scripts, and with them the toaster (the hub is plain HTML).
    await page.goto('/my-reviews');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // A refused file only: a file that arrives is confirmed by a post, and the page loads again.
    await uploadInput(page).setInputFiles(pngNamedCv);

    const error = toast(page, 'Upload failed');
    await expect(error).toContainText('Failed to upload cv.pdf: Please upload a PDF, DOC or DOCX file.');
    // A pointer resting on the toast keeps it open while it is measured.
    await page.locator('[data-sonner-toast][data-front="true"]').hover();
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('data-type', 'error');

    const { background, contrast } = await paintedColours(error);
    const [red, green, blue] = background;
    expect(red, `error toast background rgb(${background.join(', ')}) is red`).toBeGreaterThan(2 * Math.max(green, blue));
    expect(contrast, 'error toast description against its background').toBeGreaterThanOrEqual(4.5);

    await expectAccessible(page, `/my-reviews with an error toast (${theme})`);
  });
}

test('Interview Question Bank: open for a subscriber, locked with the way to upgrade for everyone else', async ({ page }) => {
  const questionBankCard = () => page.getByRole('region', { name: 'Start preparing today' }).getByRole('listitem').filter({ hasText: 'Interview Question Bank' });

  for (const who of ['a visitor', 'member@clearpath.test'] as const) {
    if (who !== 'a visitor') await logInAs(page, who);
    await page.goto('/hub');
    const card = questionBankCard();
    await expect(card.getByRole('link', { name: 'Open for members (premium membership required)' })).toHaveAttribute(
      'href',
      '/interview-question-bank',
    );
    await expect(card.getByText('Member Exclusive')).toBeVisible();
    await expect(card.locator('.lucide-lock')).toBeVisible();
  }

  await page.context().clearCookies();
  await logInAs(page, 'subscriber@clearpath.test');
  for (const path of ['/hub', '/']) {
    await page.goto(path);
    const card = questionBankCard();
    await expect(card.getByRole('link', { name: 'Open Question Bank', exact: true })).toHaveAttribute('href', '/interview-question-bank');
    const main = page.getByRole('main');
    for (const text of ['Open for members', 'premium membership required', 'Member Exclusive', 'Upgrade to Access']) {
      await expect(main.getByText(text), `${path} says "${text}" to a subscriber`).toHaveCount(0);
    }
    await expect(main.locator('.lucide-lock')).toHaveCount(0);
  }
});

test('the verification link ends on a page that says the email is verified; a broken one says so', async ({ page }) => {
  await signUpVerifiedMember(page, 'Grace');
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your email is verified.' })).toContainText(
    'Welcome, Grace: you are logged in.',
  );

  await page.context().clearCookies();
  await page.goto(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/email-verified')}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'This verification link has expired or is no longer valid.' }),
  ).toBeVisible();
  await expect(page.getByText('Your email is verified')).toHaveCount(0);

  // Where the person signed up is offered to go back to, only when it is on this site.
  await page.goto(`/email-verified?continue=${encodeURIComponent('/services?plan=monthly')}`);
  await expect(page.getByRole('link', { name: 'Continue where you were' })).toHaveAttribute('href', '/services?plan=monthly');
  await page.goto(`/email-verified?continue=${encodeURIComponent('/.//evil.example')}`);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('"Continue where you left off" names the question bank once', async ({ page }) => {
  await signUpVerifiedMember(page, 'Kwame');
  await subscribeToPremiumMonthly(page);
  const opened = page.waitForResponse((res) => /\/api\/library\/items\/[^/]+\/link$/.test(res.url()) && res.ok());
  await page.goto('/interview-question-bank');
  await opened;

  await page.goto('/hub');
  await expect(page.getByRole('link', { name: /Continue where you left off/ })).toHaveText(
    /^\s*Continue where you left off\s*Interview Question Bank\s*$/,
  );
});
