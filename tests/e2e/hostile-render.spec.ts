import { expect, test } from './support/test';
import { logInAs } from './support/members';
import { signUpVerifiedMember } from './support/members';

const payload = '<img src=x onerror="window.__pwned=1">';

test('a name with a script payload renders as text, for the member and in the coach area', async ({ page, browser }) => {
  await signUpVerifiedMember(page, 'Hostile');
  const res = await page.request.patch('/api/me/profile', { data: { firstName: payload, lastName: '<script>window.__pwned=2</script>' } });
  expect(res.status()).toBe(200);

  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toHaveValue(payload);
  await page.getByRole('link', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menu').getByText(payload)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto('/coach/members?q=hostile');
  await expect(coach.getByRole('link', { name: new RegExp(payload.slice(0, 8)) })).toBeVisible();
  await coach.getByRole('link', { name: new RegExp(payload.slice(0, 8)) }).click();
  await expect(coach.getByRole('heading', { level: 1 })).toContainText(payload);
  expect(await coach.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await coach.locator('img[src="x"]').count()).toBe(0);
  await coachContext.close();
});
