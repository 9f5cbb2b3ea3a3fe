import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext } from './support/test';
import { expectAccessible } from './support/axe';
import { demoPassword, logInAs, newClientAddress, signUpVerifiedMember } from './support/members';
import type { Email } from '@server/platform/mail/email';
import * as applicationEmails from '@server/features/applications/application-emails';
import * as authEmails from '@server/features/auth/auth-emails';
import * as billingEmails from '@server/features/billing/billing-emails';
import * as renewalEmails from '@server/features/billing/renewal-emails';
import * as dataExportEmails from '@server/features/data-export/data-export-emails';
import * as reviewEmails from '@server/features/reviews/review-emails';
import { unsubscribeLinks } from '@server/features/unsubscribe/unsubscribe-links';
import { baseURL } from '../../playwright.config';

/*
 * Every link every email carries, opened as the person reading it would: first in a browser
 * that is not signed in (a phone), which must show a real page (the page itself, or one
 * asking them to log in for it), never JSON or an error; then signed in as its reader, which
 * must land on the link's own page. Emails the portal sends in this journey are read from the
 * dev mailbox; the rest are rendered by their own functions with the links their senders build.
 */

type Reader = 'member' | 'coach' | 'anyone';
type Sample = { kind: string; email: Pick<Email, 'text' | 'html' | 'subject'>; reader: Reader };

const readerAccounts = { member: 'member@clearpath.test', coach: 'coach@clearpath.test' } as const;
const member = { email: readerAccounts.member, firstName: 'Maya' };
const review = { id: randomUUID(), targetFirm: 'Clifford Chance', applicationType: 'training-contract' as const };
const soon = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);

/** Each email function, with the links its sender gives it (ids the readers cannot own are fine: their page says so). */
function renderedSamples(applicationId: string): Sample[] {
  const site = baseURL;
  const unsubscribe = unsubscribeLinks({ config: { publicUrl: site } as never, secrets: { signedLinks: 'not-the-portal-key' } as never }, { userId: 'x', list: 'deadline-reminders' });
  const samples: [string, Email, Reader][] = [
    [
      'deadlineReminderEmail',
      applicationEmails.deadlineReminderEmail(member, { firm: 'Travers Smith', opportunity: 'training-contract', closesOn: '2031-03-17', stage: 'drafting' }, 7, {
        application: `${site}/applications/${applicationId}`,
        unsubscribe,
      }),
      'member',
    ],
    ['accountDeletedEmail', authEmails.accountDeletedEmail({ email: member.email, name: 'Maya Member' }), 'anyone'],
    ['signInPausedEmail', authEmails.signInPausedEmail({ email: member.email, name: 'Maya Member' }, 15, `${site}/forgot-password`), 'anyone'],
    ['receiptEmail', billingEmails.receiptEmail(member, { description: 'Premium Monthly', amount: 1999, currency: 'gbp', issuedAt: new Date() }, `${site}/payment-plan`), 'member'],
    ['paymentFailedEmail', billingEmails.paymentFailedEmail(member, { amount: 1999, currency: 'gbp' }, `${site}/payment-plan`), 'member'],
    ['cancellationEmail', billingEmails.cancellationEmail(member, 'monthly', soon, `${site}/payment-plan`), 'member'],
    ['graceStartedEmail', renewalEmails.graceStartedEmail(member, { amount: 1999, currency: 'gbp', graceEndsAt: soon }, `${site}/payment-plan`), 'member'],
    ['graceReminderEmail', renewalEmails.graceReminderEmail(member, soon, `${site}/payment-plan`), 'member'],
    ['accessEndedEmail', renewalEmails.accessEndedEmail(member, 'monthly', `${site}/services`), 'member'],
    ['trialEndingEmail', renewalEmails.trialEndingEmail(member, { planId: 'monthly', endsAt: soon, amount: 1999, currency: 'gbp' }, `${site}/payment-plan`), 'member'],
    ['reviewReadyEmail', reviewEmails.reviewReadyEmail(member, review, `${site}/my-reviews/${review.id}`), 'member'],
    [
      'newReviewEmail',
      reviewEmails.newReviewEmail('coaches@example.com', { name: 'Maya Member', email: member.email }, { ...review, planId: 'monthly', dueAt: soon }, `${site}/coach/reviews/${review.id}`),
      'coach',
    ],
    ['reviewDueEmail', reviewEmails.reviewDueEmail({ email: readerAccounts.coach }, { ...review, memberName: 'Maya Member', dueAt: soon, claimedBy: null }, `${site}/coach/reviews/${review.id}`), 'coach'],
  ];
  return samples.map(([kind, email, reader]) => ({ kind, email, reader }));
}

/** Every address an email links to, from its text and its HTML. */
const linksOf = (email: Sample['email']) =>
  [...new Set([...email.text.matchAll(/https?:\/\/[^\s<>"]+/g), ...(email.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? match[0]).replace(/&amp;/g, '&')))];

type Mailbox = { messages: { to: string; subject: string; text: string; html: string | null }[] };

test('every link in every email opens a page for someone signed out, and its own page once signed in', async ({ page, browser }) => {
  test.setTimeout(600_000);

  // Emails the portal sends here and now: sign-up, sign-up again, password reset, an enquiry, a data export.
  const { email: exporter } = await signUpVerifiedMember(page, 'Linkcheck');
  expect((await page.request.post('/api/me/export')).status()).toBe(202);
  const newcomer = `links-${Date.now()}@example.com`;
  // A visitor's browser: sign-up is for people who are not signed in.
  const visitor = (await browser.newContext()).request;
  const signUp = () =>
    visitor.post('/api/auth/sign-up/email', {
      headers: { 'x-forwarded-for': newClientAddress() },
      data: { email: newcomer, password: 'member-password', name: 'Nia Newcomer', firstName: 'Nia', lastName: 'Newcomer', university: 'University of York', lawBackground: false },
    });
  expect((await signUp()).status()).toBe(200);
  expect((await signUp()).status()).toBe(200);
  expect((await visitor.post('/api/auth/request-password-reset', { data: { email: exporter } })).status()).toBe(200);
  expect((await visitor.post('/api/enquiries', { data: { name: 'Nia Newcomer', email: newcomer, message: 'About the links' } })).status()).toBe(201);

  const sent: Record<string, { subject: string; to: string; reader: Reader }> = {
    verificationEmail: { subject: 'Verify your email address', to: newcomer, reader: 'anyone' },
    existingAccountEmail: { subject: 'Someone tried to sign up with your email', to: newcomer, reader: 'anyone' },
    passwordResetEmail: { subject: 'Reset your password', to: exporter, reader: 'anyone' },
    dataExportReadyEmail: { subject: 'Your Clearpath data is ready to download', to: exporter, reader: 'anyone' },
    'enquiry to the coaches': { subject: 'New enquiry from Nia Newcomer', to: '', reader: 'coach' },
    'enquiry acknowledgement': { subject: 'We have received your enquiry', to: newcomer, reader: 'anyone' },
  };
  let mailbox: Mailbox['messages'] = [];
  await expect
    .poll(
      async () => {
        mailbox = ((await (await page.request.get('/api/dev/mailbox')).json()) as Mailbox).messages;
        return Object.values(sent).filter(({ subject, to }) => !mailbox.some((m) => m.subject === subject && (!to || m.to === to)));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
  const delivered: Sample[] = Object.entries(sent).map(([kind, { subject, to, reader }]) => {
    const message = mailbox.find((m) => m.subject === subject && (!to || m.to === to))!;
    return { kind, email: { ...message, html: message.html ?? undefined }, reader };
  });

  const memberPage = await (await browser.newContext()).newPage();
  await logInAs(memberPage, readerAccounts.member, demoPassword);
  const tracked = await memberPage.request.post('/api/applications', { data: { firm: 'Travers Smith', opportunity: 'training-contract' } });
  expect(tracked.status()).toBe(201);
  const samples = [...delivered, ...renderedSamples(((await tracked.json()) as { id: string }).id)];

  // No email function goes unchecked: a new one must join the samples above.
  const modules = [applicationEmails, authEmails, billingEmails, renewalEmails, dataExportEmails, reviewEmails];
  const kinds = new Set(samples.map((sample) => sample.kind));
  expect(modules.flatMap((module) => Object.keys(module)).filter((name) => !kinds.has(name))).toEqual([]);

  const coachPage = await (await browser.newContext()).newPage();
  await logInAs(coachPage, readerAccounts.coach, demoPassword);
  const signedIn: Record<Exclude<Reader, 'anyone'>, BrowserContext> = { member: memberPage.context(), coach: coachPage.context() };

  const checkedPages = new Set<string>();
  for (const sample of samples) {
    for (const link of linksOf(sample.email)) {
      const label = `${sample.kind}: ${link}`;
      if (!link.startsWith(baseURL)) {
        // Off the site (the booking calendar): a secure address, not ours to open here.
        expect(link, label).toMatch(/^https:\/\//);
        continue;
      }
      await expectSignedOutPage(browser, link, label, checkedPages);
      if (sample.reader !== 'anyone') await expectLandsOn(signedIn[sample.reader], link, label);
    }
  }
  // The data export's link, opened by its own member: the ZIP.
  const exportLink = linksOf(delivered.find((sample) => sample.kind === 'dataExportReadyEmail')!.email).find((link) => link.includes('/api/me/export/'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.evaluate((href) => (window.location.href = href), exportLink)]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
});

/** Opened in a fresh browser with no session: an HTML page with a heading, never JSON or an error page. */
async function expectSignedOutPage(browser: Browser, link: string, label: string, checkedPages: Set<string>) {
  const context = await browser.newContext();
  const reader = await context.newPage();
  const response = await reader.goto(link);
  expect(response?.headers()['content-type'] ?? '', label).toContain('text/html');
  await expect(reader.locator('h1').first(), label).toBeVisible();
  const body = await reader.locator('body').innerText();
  expect(body, label).not.toMatch(/"error"\s*:|Oops!|Something went wrong/);
  const landed = new URL(reader.url());
  if (landed.pathname === '/login') {
    // Sent to log in for it: the way back is the link itself.
    expect(landed.searchParams.get('returnTo'), label).toBe(`${new URL(link).pathname}${new URL(link).search}`);
  } else if ((await reader.getByRole('heading', { name: 'Access Denied' }).count()) > 0) {
    // The page itself, asking to log in for what it holds, and back.
    await expect(reader.getByText(/Please log in to access /), label).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Log in' }).first(), label).toHaveAttribute('href', /^\/login\?returnTo=/);
  }
  const pagePattern = landed.pathname.replace(/\/[0-9a-f-]{36}$|\/[\w-]+\.[\w-]+$/, '/:id');
  if (!checkedPages.has(pagePattern)) {
    checkedPages.add(pagePattern);
    await expectAccessible(reader, `${label} (signed out)`);
  }
  await context.close();
}

/** Opened signed in as its reader: the link's own page, not a log-in prompt. */
async function expectLandsOn(context: BrowserContext, link: string, label: string) {
  const reader = await context.newPage();
  const response = await reader.goto(link);
  expect(new URL(reader.url()).pathname, label).toBe(new URL(link).pathname);
  expect(response?.headers()['content-type'] ?? '', label).toContain('text/html');
  await expect(reader.getByRole('heading', { name: 'Access Denied' }), label).toHaveCount(0);
  await expect(reader.locator('h1').first(), label).toBeVisible();
  await reader.close();
}
