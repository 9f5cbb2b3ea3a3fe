import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

/** The header's account control: the member's avatar link, or the visitor's "Account" log-in link. */
const accountControl = (page: Awaited<ReturnType<TestApp['page']>>) => {
  const header = page.root.querySelector('header');
  return { avatar: header?.querySelector('a[href="/account"]')?.getAttribute('aria-label') ?? null, loginOffered: /\bAccount\b/.test(header?.querySelector('a[href^="/login"]')?.textContent ?? '') };
};

describe('a page an area refuses keeps the frame of the person who asked', () => {
  it('a member without a plan refused a premium page still sees themselves signed in', async () => {
    const { cookie } = await signedInMember(t, { firstName: 'Priya', lastName: 'Shah' });
    const page = await t.page('/firm-profiles', { cookie });
    expect(page.status).toBe(403);
    expect(page.text).toContain('Firm Profiles');
    const control = accountControl(page);
    expect(control.avatar).toMatch(/Priya Shah/);
    expect(control.loginOffered).toBe(false);
  });

  it('a member refused the coach area still sees themselves signed in', async () => {
    const { cookie } = await signedInMember(t, { firstName: 'Sam', lastName: 'Lee' });
    const page = await t.page('/coach', { cookie });
    expect(page.status).toBe(403);
    expect(accountControl(page).avatar).toMatch(/Sam Lee/);
    // and is shown the way on, not a dead end
    expect(page.texts('main a')).toContain('Back to Hub');
  });

  it('a visitor refused a member page is offered the log-in, with no one signed in', async () => {
    const page = await t.page('/settings');
    expect(page.status).toBe(401);
    const control = accountControl(page);
    expect(control.avatar).toBeNull();
    expect(control.loginOffered).toBe(true);
  });
});
