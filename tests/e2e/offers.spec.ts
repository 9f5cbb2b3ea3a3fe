import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember } from './support/members';

test('a coach creates a promotion code; a new member checks out with it and pays £39.99 for Quarterly', async ({ page, browser }) => {
  const code = `SPRING-${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

  await logInAs(page, 'coach@clearpath.test');
  await page.goto('/coach/offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expectAccessible(page, '/coach/offers');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Percent off').fill('20');
  await page.getByLabel('Applies to').selectOption('once');
  await page.getByRole('checkbox', { name: 'Premium Quarterly' }).check();
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Created ${code}`)).toBeVisible();
  const row = page.getByRole('table', { name: /Promotion codes/ }).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('20% off one payment');
  await expect(row).toContainText('Premium Quarterly');
  await expect(row).toContainText('0 / no limit');
  await expectAccessible(page, '/coach/offers (code created)');

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUpVerifiedMember(member, 'Dana');
  await member.goto('/services');
  await member.getByRole('textbox', { name: /Promotion code/ }).fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await expect(member).toHaveURL(/\/billing\/demo\/checkout\//);
  await expect(member.getByText(`Promotion code ${code}: 20% off one payment. You save £10.00 today.`)).toBeVisible();
  await expect(member.getByText('£39.99', { exact: true })).toBeVisible();
  await expectAccessible(member, 'demo checkout with a promotion code');
  await member.getByRole('button', { name: /Pay £39\.99 \(demo\)/ }).click();
  await expect(member.getByText('Your Premium Quarterly membership is active.')).toBeVisible();

  await member.goto('/payment-plan');
  const history = member.getByRole('table', { name: 'Billing history' });
  await expect(history).toContainText('£39.99');
  await expect(history).toContainText(`£10.00 off with ${code}`);
  await expectAccessible(member, '/payment-plan (discounted)');
  await memberContext.close();

  await page.reload();
  await expect(row).toContainText('1 / no limit');
  await expect(row).toContainText('£39.99');

  // Billing settings: a trial needs its length and plan, and nothing is saved without them.
  // (Saving only the defaults back: other tests running alongside must meet no trial or offer.)
  await page.getByRole('switch', { name: 'Free trial for new members' }).check();
  await page.getByLabel('Trial length in days').fill('');
  await page.getByRole('button', { name: 'Save billing settings' }).click();
  await expect(page.getByLabel('Trial length in days')).toHaveAccessibleDescription(/Enter the trial length in days/);
  await expect(page.getByLabel('Trial plan')).toHaveAccessibleDescription(/Choose the plan the trial is for/);
  await expect(page.getByRole('option', { name: code })).toBeAttached();
  await expectAccessible(page, '/coach/offers (settings refused)');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Free trial for new members' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save billing settings' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
});

test('a code that cannot be used is refused beside the field, keeping the chosen plan', async ({ page }) => {
  await signUpVerifiedMember(page, 'Eli');
  await page.goto('/services');
  await page.getByRole('textbox', { name: /Promotion code/ }).fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Get Started with Premium Quarterly' }).click();
  await expect(page).toHaveURL('/services');
  const field = page.getByRole('textbox', { name: /Promotion code/ });
  await expect(field).toHaveValue('NO-SUCH-CODE');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/We do not recognise that promotion code\./);
  await expect(page.getByRole('status').filter({ hasText: 'Continue to secure checkout for Premium Quarterly' })).toBeVisible();
  await expectAccessible(page, '/services (promotion code refused)');

  // Without the code, the plan kept goes on to checkout at full price.
  await field.fill('');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page.getByRole('button', { name: /Pay £49\.99 \(demo\)/ })).toBeVisible();
});
