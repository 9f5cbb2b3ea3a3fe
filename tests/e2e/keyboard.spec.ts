import { expect, test, type Locator, type Page } from './support/test';
import { expectFocusVisible, walkFocus } from './support/keyboard';
import { logInAs, signUpVerifiedMember } from './support/members';
import { expectPageOnScreen } from './support/viewer';

/** Presses Tab (or `key`) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, where: string, key: 'Tab' | 'Shift+Tab' = 'Tab', maxStops = 80) {
  await expect(target, `${where}: the target is on the page`).toBeVisible();
  for (let step = 0; step < maxStops; step++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, where);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${where}: Tab never reached the target`);
}

/** The message an invalid field points at: visible, and containing `text`. */
async function expectInvalidWith(field: Locator, text: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  expect(ids.length, 'aria-describedby').toBeGreaterThan(0);
  const messages = field.page().locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(messages.filter({ hasText: text }).first()).toBeVisible();
}

test.describe('desktop', () => {
  test('every stop of the home page shows its focus, forwards and backwards, with no trap', async ({ page }) => {
    await page.goto('/');
    const forwards = await walkFocus(page, '/ Tab');
    expect(forwards[0]).toContain('Skip to content');
    expect(forwards.join(' ')).toContain('Account');
    await page.goto('/');
    const backwards = await walkFocus(page, '/ Shift+Tab', { key: 'Shift+Tab' });
    expect(backwards.length).toBe(forwards.length);
  });

  test('the log-in dialog keeps focus inside, closes on Escape and returns focus to Account', async ({ page }) => {
    await page.goto('/contact');
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
    await tabTo(page, account, 'header');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Account' });
    // The dialog's form arrives as its own chunk: walk it once it is there.
    await expect(dialog.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const stops = await walkFocus(page, 'log-in dialog');
    expect(stops.join(' ')).toContain('Log in');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
    await expectFocusVisible(page, 'after the dialog closed');
  });

  test('a wrong password in the log-in dialog marks both fields and says why, beside them', async ({ page }) => {
    const member = await signUpVerifiedMember(page, 'Keyboard');
    await page.context().clearCookies();
    await page.goto('/contact');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Account' }), 'header');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Account' });
    const email = dialog.getByLabel('Email');
    const password = dialog.getByLabel('Password');
    await tabTo(page, email, 'dialog');
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');

    await expect(dialog.getByRole('alert')).toContainText(/invalid email or password/i);
    await expectInvalidWith(email, /invalid email or password/i);
    await expectInvalidWith(password, /invalid email or password/i);
    await expect(email).toBeFocused();
    await expectFocusVisible(page, 'first invalid field');

    // Empty fields: the server names each, beside it.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await tabTo(page, dialog.getByRole('button', { name: 'Log in' }), 'dialog');
    await page.keyboard.press('Enter');
    await expectInvalidWith(email, /valid email/i);
    await expect(email).toBeFocused();
  });

  test('sign-up and password reset requests: an empty submit focuses the first invalid field', async ({ page }) => {
    await page.goto('/contact');
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Account' }), 'header');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Account' });
    const signUpTab = dialog.getByRole('tab', { name: 'Sign Up' });
    await tabTo(page, dialog.getByRole('tab', { name: 'Login' }), 'dialog');
    await page.keyboard.press('ArrowRight');
    await expect(signUpTab).toBeFocused();
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, dialog.getByRole('button', { name: 'Create account' }), 'sign-up');
    await page.keyboard.press('Enter');
    const firstName = dialog.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expectInvalidWith(firstName, /First name is required/);
    await expect(dialog.getByRole('alert')).toContainText('Please enter a valid email address');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/forgot-password');
    const email = page.getByLabel('Email');
    await tabTo(page, email, '/forgot-password');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expectInvalidWith(email, /valid email/);
  });

  test('the contact form: an empty submit moves focus to the first invalid field, listed in a summary', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: /send us a message|message/i }).or(page.locator('form[aria-labelledby]'));
    await tabTo(page, form.getByRole('button', { name: 'Send Message' }), '/contact');
    await page.keyboard.press('Enter');
    const name = form.getByLabel('Full name');
    await expect(name).toBeFocused();
    await expectFocusVisible(page, 'first invalid field');
    await expectInvalidWith(name, /name/i);
    await expect(form.getByRole('alert')).toContainText('There is a problem');
  });

  test('a member: the account menu opens with Enter, moves with arrows, closes on Escape', async ({ page }) => {
    await signUpVerifiedMember(page, 'Menu');
    await page.goto('/profile');
    // A link to /account until the menu is wanted, then the menu's button.
    const avatar = page.getByRole('banner').getByLabel(/Account menu for/);
    await tabTo(page, avatar, 'header');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expectFocusVisible(page, 'account menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  test('profile and password forms put server errors on their fields and focus the first', async ({ page }) => {
    await signUpVerifiedMember(page, 'Forms');
    await page.goto('/profile');
    const firstName = page.getByLabel('First name');
    await tabTo(page, firstName, '/profile');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await tabTo(page, page.getByRole('button', { name: 'Save changes' }), '/profile');
    await page.keyboard.press('Enter');
    await expect(firstName).toBeFocused();
    await expectInvalidWith(firstName, /First name is required/);

    const current = page.getByLabel('Current password');
    await tabTo(page, current, '/profile');
    await page.keyboard.type('not-my-password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a-new-password-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('a-new-password-1');
    await page.keyboard.press('Enter');
    await expect(current).toBeFocused();
    await expectInvalidWith(current, /current password is incorrect/);
  });

  test("a coach's library editor puts the server's field errors on the field and focuses it", async ({ page }) => {
    await logInAs(page, 'coach@clearpath.test');
    await page.goto('/coach/library/ma-fundamentals');
    const details = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save collection' }) });
    const title = details.getByLabel('Title');
    await tabTo(page, title, '/coach/library');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await tabTo(page, details.getByRole('button', { name: 'Save collection' }), '/coach/library');
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await expectInvalidWith(title, /.+/);
    await expect(details.getByRole('alert')).toContainText('There is a problem');
  });

  test('the hub and the viewer: tiles and the viewer controls are reached and shown', async ({ page }) => {
    await logInAs(page, 'subscriber@clearpath.test');
    await page.goto('/hub');
    const tile = page.getByRole('link', { name: /^Firm Profiles/ });
    await tabTo(page, tile, '/hub');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/firm-profiles');
    const documentButton = page.getByRole('button', { name: /Clifford Chance/ });
    await tabTo(page, documentButton, '/firm-profiles');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('document', { name: /Clifford Chance/ })).toBeVisible();
    // Choosing a document puts focus on its pages, so the keyboard reads at once; its toolbar sits just before them.
    await expect(page.getByLabel('Clifford Chance, pages')).toBeFocused();
    await expectPageOnScreen(page, 1);
    await tabTo(page, page.getByRole('button', { name: /next page/i }), 'viewer', 'Shift+Tab');
  });

  test('under reduced motion, hovering a hub tile moves nothing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAs(page, 'subscriber@clearpath.test');
    await page.goto('/hub');
    const tile = page.getByRole('main').getByRole('link', { name: /^Firm Profiles/ }).first();
    const arrow = tile.locator('svg').last();
    await tile.scrollIntoViewIfNeeded();
    const before = { tile: await tile.boundingBox(), arrow: await arrow.boundingBox() };
    await tile.hover();
    // Let anything that was going to run finish, then measure where it came to rest.
    await expect.poll(() => tile.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    expect({ tile: await tile.boundingBox(), arrow: await arrow.boundingBox() }).toEqual(before);
  });
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('where scripts run, the mobile menu: opened with Enter, Escape closes it and focus returns to its button', async ({ page }) => {
    await page.goto('/contact');
    const menuButton = page.getByRole('banner').getByLabel('Menu');
    await tabTo(page, menuButton, 'header at 320 px');
    await expect(menuButton).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav.getByRole('link', { name: 'Home' })).toBeFocused();
    await expectFocusVisible(page, 'mobile menu');
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('where scripts run, tabbing past the mobile menu closes it, so the next stop is never hidden under it', async ({ page }) => {
    await page.goto('/contact');
    const menuButton = page.getByRole('banner').getByLabel('Menu');
    await tabTo(page, menuButton, 'header at 320 px');
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    const links = await mobileNav.getByRole('link').count();
    for (let link = 0; link < links; link++) {
      await page.keyboard.press('Tab');
      await expectFocusVisible(page, `mobile menu link ${link + 1}`);
    }
    await page.keyboard.press('Tab');
    await expect(mobileNav).toBeHidden();
    await expectFocusVisible(page, 'first stop after the menu');
  });

  test('on the home page (no scripts) the mobile menu is a disclosure: Enter opens and closes it, its links navigate', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByLabel('Menu');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await tabTo(page, menuButton, 'header at 320 px');
    await page.keyboard.press('Enter');
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const services = mobileNav.getByRole('link', { name: 'Services' });
    await tabTo(page, services, 'mobile menu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('every stop of the home page is visible and uncovered at 320 px, with no trap', async ({ page }) => {
    await page.goto('/');
    await walkFocus(page, '/ at 320 px');
  });
});
