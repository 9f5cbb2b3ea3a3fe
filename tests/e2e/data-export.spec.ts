import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember } from './support/members';

test('a member asks for their data on the settings page, is told it is being prepared, then downloads the ZIP', async ({ page }) => {
  const { email } = await signUpVerifiedMember(page, 'Exporter');
  await page.goto('/settings');
  const section = page.locator('#data-export');
  await expect(section.getByRole('heading', { name: 'Download my data' })).toBeVisible();

  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByText('We are preparing your data; we will email you a link.')).toBeVisible();
  await expectAccessible(page, '/settings (data export requested)');

  // The job emails the link when the ZIP is ready.
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get('/api/dev/mailbox')).json()) as { messages: { to: string; subject: string }[] };
        return messages.some((m) => m.to === email && m.subject === 'Your Clearpath data is ready to download');
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.reload();
  const link = section.getByRole('link', { name: 'download your data (ZIP)' });
  await expect(link).toBeVisible();
  await expect(section.getByText(/The link works until/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^clearpath-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expectAccessible(page, '/settings (data export ready)');
});
