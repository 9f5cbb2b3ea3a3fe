import { expect, type Page } from '@playwright/test';

/**
 * The portal under test trusts one proxy hop (playwright.config.ts), so a sign-up can come
 * from its own client address, as each real member's does: the per-address sign-up limit
 * then holds per person instead of for the whole suite, which runs on 127.0.0.1.
 */
export const newClientAddress = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 254)).join('.')}`;

/**
 * Signs up a fresh member through the API and verifies them through the dev mailbox link,
 * which also signs this page's browser context in. Each test gets its own member.
 */
export async function signUpVerifiedMember(page: Page, firstName = 'Test') {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'member-password';
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { 'x-forwarded-for': newClientAddress() },
    data: { email, password, name: `${firstName} Member`, firstName, lastName: 'Member', university: 'University of York', lawBackground: true },
  });
  expect(res.status()).toBe(200);
  const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: { to: string; text: string }[] };
  const link = messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification email for ${email}`);
  await page.goto(link);
  return { email, password };
}

export const demoPassword = 'clearpath-demo';

/**
 * Logs in one of the seeded demo accounts through the API (this context only). The whole
 * suite shares these accounts, and sign-in allows ten a minute per account: when a burst of
 * tests has used them up, wait out the window the 429 names (the test timeout allows it).
 */
export async function logInAs(page: Page, email: string, password = demoPassword) {
  for (let attempt = 1; ; attempt++) {
    const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
    if (res.status() !== 429 || attempt === 3) {
      expect(res.status()).toBe(200);
      return;
    }
    const seconds = Number(res.headers()['retry-after'] ?? 60);
    await page.waitForTimeout((Math.min(Math.max(seconds, 1), 65) + 1) * 1000);
  }
}

/** Takes Premium Monthly through the demo checkout, as the member signed in on this page. */
export async function subscribeToPremiumMonthly(page: Page) {
  await page.goto('/services');
  await page.getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
  await page.getByRole('button', { name: /Pay £19\.99 \(demo\)/ }).click();
  await expect(page.getByText('Your Premium Monthly membership is active.')).toBeVisible();
}
