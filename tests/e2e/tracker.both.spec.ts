import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { signUpVerifiedMember } from './support/members';

/** A calendar date as the site writes it: "14 February 2030". */
const shownDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(iso));

test('a member corrects the firm, opening and closing date of an application, and sees the correction', async ({ page }) => {
  await signUpVerifiedMember(page, 'Corrector');
  expect((await page.request.post('/api/applications', { data: { firm: 'Clifford Chanse', opportunity: 'open-day', closesOn: '2030-01-31' } })).status()).toBe(201);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: 'Clifford Chanse' });
  await card.getByText('Edit details').click();

  // A bad date is refused beside its field, keeping everything typed.
  await card.getByLabel('Firm of').fill('Clifford Chance');
  await card.getByLabel('Applying for').selectOption('training-contract');
  await card.getByLabel('Closing date of').fill('1999-12-31');
  await card.getByRole('button', { name: /^Save details/ }).click();
  await expect(card.getByLabel('Closing date of')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('Closing date of')).toBeFocused();
  await expect(card.getByLabel('Firm of')).toHaveValue('Clifford Chance');

  await card.getByLabel('Closing date of').fill('2030-02-14');
  await card.getByRole('button', { name: /^Save details/ }).click();
  const corrected = page.getByRole('article', { name: 'Clifford Chance' });
  await expect(corrected.getByRole('status').filter({ hasText: 'Saved Clifford Chance training contract.' })).toBeInViewport();
  await expect(corrected).toContainText('Training contract');
  await expect(corrected).toContainText(`Closes ${shownDate('2030-02-14')}`);
  await expectAccessible(page, 'the tracker with a card being corrected');

  await page.goto('/applications');
  await expect(page.getByRole('article', { name: 'Clifford Chance' })).toContainText(`Closes ${shownDate('2030-02-14')}`);
  await expect(page.getByRole('article', { name: 'Clifford Chanse' })).toHaveCount(0);
});

test('an offer has no step forward, and rejected or withdrawn are outcomes, not steps', async ({ page }) => {
  await signUpVerifiedMember(page, 'Outcomes');
  const { id } = await (await page.request.post('/api/applications', { data: { firm: 'Ashurst', opportunity: 'training-contract' } })).json();
  expect((await page.request.patch(`/api/applications/${id}`, { data: { stage: 'assessment-centre' } })).status()).toBe(200);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: 'Ashurst' });
  await card.getByRole('button', { name: 'Move Ashurst training contract on to Offer' }).click();
  await expect(page.getByRole('region', { name: /^Offer/ }).getByRole('article', { name: 'Ashurst' })).toBeVisible();
  // From an offer: back to the assessment centre, nothing "forward".
  await expect(card.getByRole('button', { name: 'Move Ashurst training contract back to Assessment centre' })).toBeVisible();
  await expect(card.getByRole('button', { name: /on to/ })).toHaveCount(0);
  // Outcomes are chosen from the stage list, grouped apart from the steps.
  const stage = card.getByLabel('Stage of Ashurst training contract');
  await expect(stage.locator('optgroup[label="Outcomes"] option')).toHaveText(['Rejected', 'Withdrawn']);
  await stage.selectOption('withdrawn');
  await card.getByRole('button', { name: 'Move Ashurst training contract', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Withdrawn/ }).getByRole('article', { name: 'Ashurst' })).toBeVisible();
  await expect(card.getByRole('button', { name: /back to|on to/ })).toHaveCount(0);
  await expectAccessible(page, 'the tracker with an outcome');
});

test('the table view shows every column, the stage included, at this width', async ({ page }) => {
  await signUpVerifiedMember(page, 'Table');
  expect((await page.request.post('/api/applications', { data: { firm: 'Macfarlanes', opportunity: 'vacation-scheme-spring', closesOn: '2030-03-03' } })).status()).toBe(201);
  await page.goto('/applications?view=table');
  const row = page.getByRole('row', { name: /Macfarlanes/ });
  await expect(row.getByRole('rowheader', { name: 'Macfarlanes' })).toBeInViewport();
  await expect(row.getByRole('cell').filter({ hasText: shownDate('2030-03-03') })).toBeInViewport();
  await expect(row.getByRole('cell').filter({ hasText: /Spring vacation scheme/ })).toBeInViewport();
  const stage = row.getByLabel('Stage of Macfarlanes spring vacation scheme');
  await stage.scrollIntoViewIfNeeded();
  await expect(stage).toBeInViewport({ ratio: 1 });
  await expect(stage).toHaveValue('researching');
  await expect(row.getByRole('button', { name: 'Move Macfarlanes spring vacation scheme on to Drafting' })).toBeInViewport({ ratio: 1 });
  // Nothing hangs off the side of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'the tracker table');
});

test('a member drags a card to another column, and it is there when they come back', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'dragged with a mouse on the desktop board');
  await signUpVerifiedMember(page, 'Dragger');
  expect((await page.request.post('/api/applications', { data: { firm: 'Travers Smith', opportunity: 'training-contract' } })).status()).toBe(201);
  await page.goto('/applications');
  const card = page.getByRole('article', { name: 'Travers Smith' });
  const handle = card.locator('[title="Drag to another stage"]');
  const submitted = page.getByRole('region', { name: /^Submitted/ });
  await handle.dragTo(submitted);
  await expect(page.getByRole('status').filter({ hasText: 'Moved Travers Smith training contract to Submitted.' })).toBeVisible();
  await expect(submitted.getByRole('article', { name: 'Travers Smith' })).toBeVisible();
  await page.goto('/applications');
  await expect(page.getByRole('region', { name: /^Submitted/ }).getByRole('article', { name: 'Travers Smith' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Researching/ }).getByRole('article', { name: 'Travers Smith' })).toHaveCount(0);
});
