import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromotionIntent } from '~/features/billing/offers/promotion-form';
import type { App } from '@server/app';
import { uploads } from '@server/db/schema';
import { memberStorageQuotaBytes } from '@server/features/uploads/upload.schema';
import { pdfFile, signedInMember } from '../support/factories';
import type { FakeStripe } from '../support/fake-stripe';
import { withPages } from '../support/page-app';
import { startStripeTestApp } from '../support/stripe-test-app';
import { testOrigin, type TestApp } from '../support/test-app';

/**
 * Expected refusals that come from the services (Stripe's, storage's) reach the page as the
 * form's errors, not as an error page, although the page's modules and the services' are
 * separate copies here (tests/support/page-app.ts).
 */
describe('refusals from the services, on the page that caused them', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let site: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const started = await startStripeTestApp();
    ({ t, stripe } = started);
    const pages = await withPages(t);
    site = pages.site;
    close = async () => {
      await pages.close();
      await started.close();
    };
  });
  afterAll(() => close());

  const post = (path: string, cookie: string, body: FormData | URLSearchParams) =>
    site.request(new URL(path, testOrigin), { method: 'POST', headers: { cookie, origin: testOrigin }, body });

  it("shows Stripe's 409 for a code it already holds beside the code field", async () => {
    const coach = await signedInMember(t, { role: 'admin' });
    const code = `DASH-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    // Made in Stripe's dashboard, unknown to the portal.
    const coupon = await (await fetch(`${stripe.url}/v1/coupons`, { method: 'POST', body: new URLSearchParams({ percent_off: '5', duration: 'once' }) })).json();
    await fetch(`${stripe.url}/v1/promotion_codes`, { method: 'POST', body: new URLSearchParams({ code, 'promotion[type]': 'coupon', 'promotion[coupon]': coupon.id }) });

    const res = await post('/coach/offers', coach.cookie, new URLSearchParams({ intent: createPromotionIntent, code, percentOff: '10', duration: 'once' }));
    expect(res.status).toBe(409);
    const html = await res.text();
    const errorId = /<p id="([^"]+)"[^>]*>(?:(?!<\/p>).)*That code is already taken at Stripe/s.exec(html)?.[1];
    expect(errorId, 'the message under a field').toBeDefined();
    const codeInput = /<input[^>]*name="code"[^>]*>/.exec(html)?.[0];
    expect(codeInput).toContain('aria-invalid="true"');
    expect(codeInput).toMatch(new RegExp(`aria-describedby="[^"]*${errorId}`));
    expect(codeInput).toContain(`value="${code}"`);
  });

  it("shows a refusal past the member's storage allowance on the upload desk", async () => {
    const member = await signedInMember(t);
    // All but 100 bytes of the allowance already used.
    await t.services.db.insert(uploads).values({ userId: member.id, storageKey: `quota-filler-${member.id}`, name: 'filler.pdf', size: memberStorageQuotaBytes - 100, type: 'application/pdf' });
    const form = new FormData();
    form.append('file', new Blob([await pdfFile('Too much')], { type: 'application/pdf' }), 'cover-letter.pdf');

    const res = await post('/hub', member.cookie, form);
    expect(res.status).toBe(413);
    const html = await res.text();
    const alert = /<div id="[^"]+" role="alert"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1];
    expect(alert).toContain('This file does not fit in your 100MB of storage.');
    expect(html).toContain('name="file"');
  });
});
