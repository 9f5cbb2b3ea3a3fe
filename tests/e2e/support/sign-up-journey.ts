import { expect, type Browser, type Page } from '@playwright/test';
import { newClientAddress } from './members';

/**
 * Sign-ups from this page come from an address of their own, so the per-address sign-up
 * limit holds per test, as it does per person; the dev mailbox still sees this machine.
 */
export async function signUpFromOwnAddress(page: Page) {
  const address = newClientAddress();
  await page.route('**/signup*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

/** A fresh address for one journey. */
export const journeyEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Fills in and sends the sign-up form on the page it is on. */
export async function fillSignUp(page: Page, { email, firstName }: { email: string; firstName: string }) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('lantern-orchard-42');
  await page.getByLabel('University').fill('University of York');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Every verification link sent to `to`, newest first, from the dev mailbox's API. */
export async function verificationLinks(page: Page, to: string) {
  const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: { to: string; text: string }[] };
  return messages.filter((message) => message.to === to).flatMap((message) => message.text.match(/https?:\/\/\S+verify-email\S+/g) ?? []);
}

/** The newest verification link sent to `to`. */
export async function newestVerificationLink(page: Page, to: string) {
  const link = (await verificationLinks(page, to)).at(0);
  if (!link) throw new Error(`no verification email for ${to}`);
  return link;
}

/** Opens the link in another browser, signed out (as from a phone's mail app): its page. */
export async function openInAnotherBrowser(browser: Browser, link: string, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } | null } = {}) {
  const context = await browser.newContext({ ...options });
  const other = await context.newPage();
  await other.goto(link);
  return other;
}

/** Waits until a page reached by a click (not `goto`) has hydrated, when it ships scripts. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}
