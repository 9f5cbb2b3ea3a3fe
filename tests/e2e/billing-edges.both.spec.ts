import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { logInAs, signUpVerifiedMember, subscribeToPremiumMonthly } from './support/members';

const priceWithEnd = /£14\.99 a month until \d{1,2} \w+ \d{4}, then £19\.99/;

/** Cancels from the payment plan, choosing a reason on the way. */
async function cancelMembership(page: Page) {
  await page.goto('/payment-plan');
  await page.getByRole('link', { name: 'Cancel membership' }).click();
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/Your membership is cancelled\. You keep access until \d{1,2} \w+ \d{4}\./)).toBeVisible();
}

test('a coach enters £5 off in pounds; the member sees how long the price lasts at checkout, on the plan and on the invoice', async ({ page, browser }) => {
  const code = `FIVER-${Math.random().toString(36).slice(2, 7)}`.toUpperCase();
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await logInAs(coach, 'coach@clearpath.test');
  await coach.goto('/coach/offers');
  await expect(coach.getByText('A member who starts to cancel is shown the offer only when all of these hold:')).toBeVisible();
  await coach.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await coach.getByLabel('Amount off, in pounds').fill('5.555');
  await coach.getByLabel('Applies to').selectOption('repeating');
  await coach.getByLabel('Months').fill('3');
  await coach.getByRole('button', { name: 'Create code' }).click();
  const amountField = coach.getByLabel('Amount off, in pounds');
  await expect(amountField).toHaveAccessibleDescription(/Amounts go to the penny: use at most 2 decimal places, like 5\.50/);
  await expect(amountField).toHaveValue('5.555');
  await amountField.fill('5');
  await coach.getByRole('button', { name: 'Create code' }).click();
  await expect(coach.getByText(`Created ${code}`)).toBeVisible();
  await expect(coach.getByRole('table', { name: /Promotion codes/ }).getByRole('row').filter({ hasText: code })).toContainText('£5.00 off for 3 months');
  await expectAccessible(coach, '/coach/offers (amount in pounds)');
  await coachContext.close();

  await signUpVerifiedMember(page, 'Priya');
  await page.goto('/services');
  await page.getByRole('textbox', { name: /Promotion code/ }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Get Started with Premium Monthly' }).click();
  await expect(page.getByText(priceWithEnd)).toBeVisible();
  await expectAccessible(page, 'demo checkout (discount with its end)');
  await page.getByRole('button', { name: /Pay £14\.99 \(demo\)/ }).click();
  await expect(page.getByText('Your Premium Monthly membership is active.')).toBeVisible();

  await page.goto('/payment-plan');
  await expect(page.getByText(priceWithEnd)).toBeVisible();
  await expectAccessible(page, '/payment-plan (discounted)');

  const invoiceUrl = await page.getByRole('link', { name: /^View invoice of/ }).first().getAttribute('href');
  await page.goto(invoiceUrl!);
  await expect(page.getByRole('rowheader', { name: `Discount (promotion code ${code})` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Discount/ })).toContainText('£5.00');
  await expect(page.getByRole('row', { name: /Premium Monthly membership/ })).toContainText('£19.99');
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('£14.99');
  await expectAccessible(page, 'invoice (discount line)');

  // A plan switch charges a new period at once: each button says what it costs, with the discount kept.
  await page.goto('/billing/demo/portal');
  const quarterly = page.locator('form').filter({ hasText: 'Premium Quarterly' });
  await expect(quarterly).toContainText(/Your discount goes with you: £44\.99 until \d{1,2} \w+ \d{4}\./);
  await expectAccessible(page, 'demo portal (switch prices with a discount)');
  await quarterly.getByRole('button', { name: 'Switch and pay £44.99 for Premium Quarterly' }).click();
  await expect(page.getByText('Switched to Premium Quarterly')).toBeVisible();
  await page.goto('/payment-plan');
  await expect(page.getByText(/£44\.99 every 3 months until \d{1,2} \w+ \d{4}, then £49\.99/)).toBeVisible();
});

test('continuing the cancellation with no reason says why beside the reasons; after cancelling, Resume keeps the membership', async ({ page }) => {
  await signUpVerifiedMember(page, 'Omar');
  await subscribeToPremiumMonthly(page);
  await page.goto('/payment-plan/cancel');
  await page.getByRole('textbox', { name: /Anything else/ }).fill('Exams first');
  await page.getByRole('button', { name: 'Continue' }).click();
  const reasons = page.getByRole('group', { name: 'Choose the reason that fits best' });
  await expect(reasons.getByText('Choose the reason that fits best', { exact: true }).last()).toBeVisible();
  await expect(reasons).toHaveAccessibleDescription('Choose the reason that fits best');
  await expect(page.getByRole('textbox', { name: /Anything else/ })).toHaveValue('Exams first');
  await expectAccessible(page, '/payment-plan/cancel (no reason)');

  await cancelMembership(page);
  // The demo portal neither switches nor renews a membership set to end, and says so.
  await page.goto('/billing/demo/portal');
  await expect(page.getByText('Your membership ends at the end of this period. Resume it first if you want to change plan.')).toBeVisible();
  await expect(page.getByText('Your membership ends at the end of this period, so it does not renew.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Switch and pay/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Card succeeds' })).toHaveCount(0);
  await expectAccessible(page, 'demo portal (cancelled)');
  await page.goto('/payment-plan');
  await expect(page.getByRole('heading', { name: 'Your membership is cancelled' })).toBeVisible();
  await expectAccessible(page, '/payment-plan (cancelled)');
  await page.getByRole('button', { name: 'Resume membership' }).click();
  await expect(page.getByText(/Your membership is resumed: it renews on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume membership' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cancel membership' })).toBeVisible();
});

test('a failed renewal looks like a failure; paying it leaves one invoice per period, every column visible', async ({ page }) => {
  await signUpVerifiedMember(page, 'Ines');
  await subscribeToPremiumMonthly(page);
  await page.goto('/billing/demo/portal');
  await page.getByRole('button', { name: 'Card fails' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'The renewal payment failed. Your membership is now past due.' });
  await expect(outcome).toBeVisible();
  await expect(outcome).toHaveClass(/text-destructive-text/);
  await expect(outcome).not.toHaveClass(/text-success/);

  await page.goto('/payment-plan');
  await page.getByRole('button', { name: 'Update card and pay (demo)' }).click();
  await expect(page.getByText('Payment received. Your membership is active again.')).toBeVisible();

  const history = page.getByRole('table', { name: 'Billing history' });
  const rows = history.getByRole('row').filter({ hasText: 'Premium Monthly membership' });
  await expect(rows).toHaveCount(2);
  const periods = await rows.evaluateAll((found) => found.map((row) => /\d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}/.exec(row.textContent ?? '')?.[0]));
  expect(new Set(periods).size).toBe(2);

  // Every column of every row is on screen: nothing cut off, nothing hidden behind a sideways scroll.
  const region = page.getByRole('region', { name: 'Billing history', exact: true });
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  const width = page.viewportSize()!.width;
  for (const row of await rows.all()) {
    for (const text of [/^\d{1,2} [A-Z][a-z]+ \d{4}$/, 'Premium Monthly membership', '£19.99', /paid/i]) {
      await expect(row.getByText(text).first()).toBeVisible();
    }
    const view = row.getByRole('link', { name: /^View invoice of/ });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport();
    const box = (await view.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await expectAccessible(page, '/payment-plan (history after fail then pay)');
});

test('a paused member cancels without resuming and is told when access ends', async ({ page }) => {
  await signUpVerifiedMember(page, 'Kofi');
  await subscribeToPremiumMonthly(page);
  await page.goto('/payment-plan');
  await page.getByRole('button', { name: 'Pause membership' }).click();
  await expect(page.getByRole('heading', { name: /Your membership is paused until/ })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel membership' }).click();
  await expect(page.getByText(/You do not need to resume it first/)).toBeVisible();
  await page.getByRole('radio', { name: 'I am taking a break from applications' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/Your pause ends now and the paid time you had left runs from today\./)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/Your membership is cancelled\. Your pause has ended .* You keep access until \d{1,2} \w+ \d{4}\./)).toBeVisible();
  await expectAccessible(page, '/payment-plan/cancel (cancelled while paused)');
});
