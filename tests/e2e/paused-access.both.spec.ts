import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const longDate = (date: Date) => date.toLocaleDateString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });

test('a paused member keeps sight of their drafts, is told until when, and is offered Resume, never a plan', async ({ page }) => {
  await signUpVerifiedMember(page, 'Paula');
  await subscribeToPremiumMonthly(page);
  const added = await page.request.post('/api/applications', { data: { firm: 'Ashurst', opportunity: 'open-day' } });
  expect(added.status()).toBe(201);
  const { id: applicationId } = (await added.json()) as { id: string };
  const question = await page.request.post(`/api/applications/${applicationId}/answers`, { data: { question: 'Why Ashurst?' } });
  expect(question.status()).toBe(201);
  const { id: answerId } = (await question.json()) as { id: string };
  const draft = 'Its Australian and London practices work as one, which is the firm I want to train in.';
  expect((await page.request.put(`/api/answers/${answerId}`, { data: { text: draft } })).status()).toBe(200);
  expect((await page.request.post('/api/billing/pause', { data: { months: 1 } })).status()).toBe(200);
  const inAMonth = new Date();
  inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
  const pausedUntil = `Your membership is paused until ${longDate(inAMonth)}.`;
  const resume = page.getByRole('button', { name: 'Resume membership now' });
  const plans = page.getByRole('link', { name: 'See the plans' });

  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByText(pausedUntil)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Ashurst?' })).toBeVisible();
  await expect(page.getByText(draft)).toBeVisible();
  // Read-only: no box to type in, nothing to send.
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Send/ })).toHaveCount(0);
  await resume.scrollIntoViewIfNeeded();
  await expect(resume).toBeInViewport();
  await expect(plans).toHaveCount(0);
  await expectAccessible(page, '/applications/:id (paused)');

  await page.goto('/hub');
  await expect(page.getByText(pausedUntil).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Your membership is paused until ${longDate(inAMonth)}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Firm Profiles/ })).toContainText('Paused');
  await expect(page.getByText('Upgrade to unlock them all')).toHaveCount(0);
  await expect(plans).toHaveCount(0);
  await expect(resume.first()).toBeVisible();
  // The free-resources strip names the pause as the reason the question bank is locked, not a missing plan.
  const questionBank = page.getByRole('region', { name: 'Start preparing today' }).getByRole('listitem').filter({ hasText: 'Interview Question Bank' });
  await expect(questionBank.getByRole('link', { name: 'Open for members (your membership is paused)' })).toBeVisible();
  await expect(page.getByText('premium membership required')).toHaveCount(0);
  await expectAccessible(page, '/hub (paused)');

  const refused = await page.goto('/firm-profiles');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText(`This is premium content. ${pausedUntil} Resume it to open this now.`)).toBeVisible();
  await expect(resume).toBeInViewport();
  await expect(plans).toHaveCount(0);
  await expectAccessible(page, '/firm-profiles (paused)');

  // Resume from the premium page itself: access comes back.
  await resume.click();
  await expect(page.getByText('Your membership is active again: premium access is back.')).toBeVisible();
  await page.goto(`/applications/${applicationId}`);
  await expect(page.locator('textarea').first()).toHaveValue(draft);
});

test('a member who never had a plan is offered the plans on a premium page', async ({ page }) => {
  await signUpVerifiedMember(page, 'Nora');
  const refused = await page.goto('/firm-profiles');
  expect(refused?.status()).toBe(403);
  await expect(page.getByText('This is premium content. This comes with a premium plan. Choose a membership plan to open it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('button', { name: 'Resume membership now' })).toHaveCount(0);
});
