import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember } from './support/members';

const readySubject = 'Your Clearpath data is ready to download';

test('the emailed data-export link, opened in a browser that is not signed in, asks to log in and then downloads the ZIP', async ({ page, browser }) => {
  const { email, password } = await signUpVerifiedMember(page, 'Phone');
  expect((await page.request.post('/api/me/export')).status()).toBe(202);
  let link = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: { to: string; subject: string; text: string }[] };
        link = messages.find((m) => m.to === email && m.subject === readySubject)?.text.match(/https?:\/\/\S+\/api\/me\/export\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  // Another browser, never signed in: the phone the email is read on.
  const phone = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const reader = await phone.newPage();
  await reader.goto(link);
  await expect(reader).toHaveURL(/\/login\?returnTo=%2Fapi%2Fme%2Fexport%2F/);
  await expect(reader.getByRole('heading', { name: 'Log in', level: 1 })).toBeInViewport();
  await expect(reader.getByText('Log in to download the copy of your data.')).toBeVisible();
  await expect(reader.getByText('"error"')).toHaveCount(0);
  await expectAccessible(reader, '/login (for the data export)');

  await reader.getByLabel('Email').fill(email);
  await reader.getByLabel('Password').fill(password);
  const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: 'Log in' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^clearpath-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await phone.close();
});
