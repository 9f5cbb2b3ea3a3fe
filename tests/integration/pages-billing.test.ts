import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Page } from '../support/page';
import { buyDemoPlan, signedInMember } from '../support/factories';

// Membership forms on the demo payment provider, posted as plain HTML and read back as the next page shows them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

async function subscriber() {
  const member = await signedInMember(t);
  await buyDemoPlan(t, member.cookie, 'monthly');
  return member;
}

describe('checkout and cancellation', () => {
  it('a member starts a checkout, pays on the demo page, has the plan, and cancels keeping access to the period end', async () => {
    const { cookie } = await signedInMember(t);
    const opened = await t.submit(await t.page('/services', { cookie }), 'Get Started with Premium Quarterly', {}, { cookie });
    expect(opened.location).toMatch(/^\/billing\/demo\/checkout\//);
    const checkout = await t.page(opened.location!, { cookie });
    expect(checkout.text).toContain('Demo: no card is charged.');

    const paid = await t.submit(checkout, 'Pay £49.99 (demo)', {}, { cookie });
    const success = await t.page(paid.location!, { cookie });
    expect(success.text).toContain('Your Premium Quarterly membership is active.');
    expect((await t.page('/payment-plan', { cookie })).texts('dd')).toContain('Premium Quarterly');

    const why = await t.submit(await t.page('/payment-plan/cancel', { cookie }), 'Continue', { reason: 'too_expensive' }, { cookie });
    const cancelled = await t.submit(why, 'Confirm cancellation', {}, { cookie });
    const after = cancelled.location ? await t.page(cancelled.location, { cookie }) : cancelled;
    expect(after.text).toMatch(/Your membership is cancelled\. You keep access until \d{1,2} \w+ \d{4}\./);
    expect((await t.page('/payment-plan', { cookie })).text).toContain('Cancelled, access until the period ends');
    // Still a subscriber until the period ends: the plans offer management, not checkout.
    expect((await t.page('/services', { cookie })).text).toContain('Manage your plan');
  });

  it('no reason is refused beside the reasons; after cancelling, Resume membership renews it again', async () => {
    const { cookie } = await subscriber();
    const refused = await t.submit(await t.page('/payment-plan/cancel', { cookie }), 'Continue', {}, { cookie });
    const reasons = refused.root.querySelector('fieldset[aria-invalid="true"]');
    expect(reasons?.textContent).toContain('Choose the reason that fits best');
    expect(refused.root.querySelector(`[id="${reasons?.getAttribute('aria-describedby')}"]`)?.textContent).toBe('Choose the reason that fits best');

    const why = await t.submit(refused, 'Continue', { reason: 'too_expensive' }, { cookie });
    await t.submit(why, 'Confirm cancellation', {}, { cookie });
    const resumed = await t.submit(await t.page('/payment-plan', { cookie }), 'Resume membership', {}, { cookie });
    const after = resumed.location ? await t.page(resumed.location, { cookie }) : resumed;
    expect(after.text).toMatch(/Your membership is resumed: it renews on/);
  });
});

describe('pause', () => {
  it('a member pauses for two months, sees until when, and resumes at once', async () => {
    const { cookie } = await subscriber();
    const paused = await t.submit(await t.page('/payment-plan', { cookie }), 'Pause membership', { months: '2' }, { cookie });
    const after = paused.location ? await t.page(paused.location, { cookie }) : paused;
    expect(after.texts('h2, h3').some((heading) => /^Your membership is paused until /.test(heading))).toBe(true);

    const resumed = await t.submit(after, 'Resume membership now', {}, { cookie });
    const page = resumed.location ? await t.page(resumed.location, { cookie }) : resumed;
    expect(page.text).not.toContain('Your membership is paused');
  });
});

describe('renewals', () => {
  it('a failed renewal shows the payment banner until the member pays', async () => {
    const { cookie } = await subscriber();
    await t.submit(await t.page('/billing/demo/portal', { cookie }), 'Card fails', {}, { cookie });
    const banner = (page: Page) => page.texts('[role="region"][aria-label="Payment problem"]').join(' ');
    const due = await t.page('/payment-plan', { cookie });
    expect(banner(due)).toContain('Your last payment failed.');

    const paid = await t.submit(due, 'Update card and pay (demo)', {}, { cookie });
    const after = paid.location ? await t.page(paid.location, { cookie }) : paid;
    expect(after.text).toContain('Payment received. Your membership is active again.');
    expect(banner(after)).toBe('');
  });
});

describe('promotion codes', () => {
  it('a refused code is shown beside the field and the chosen plan is kept', async () => {
    const { cookie } = await signedInMember(t);
    const refused = await t.submit(await t.page('/services', { cookie }), 'Get Started with Half-Year Premium', { promotionCode: 'expired-or-not' }, { cookie });
    expect(refused.alert).toContain('We do not recognise that promotion code.');
    expect(refused.field('promotionCode')).toMatchObject({ invalid: true, value: 'expired-or-not' });
    expect(refused.statusLine).toContain('Continue to secure checkout for Half-Year Premium');
  });
});
