import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { createMember, latestEmailLinks } from '../support/factories';

/**
 * Every redirect target the portal takes from a request (the auth forms' callbackURL and
 * redirectTo, the emailed links' callbackURL) is generated here from parts a browser
 * normalises: leading slashes and backslashes, dot segments in every encoding, tabs and
 * newlines, userinfo, schemes in mixed case, look-alike Unicode. Whatever goes in, every
 * Location the server answers must resolve to the site's own origin.
 */

const leads = ['', '/', '//', '///', '\\', '\\\\', '/\\', '\\/', '/%2f', '%2f%2f', '/%5c', '\t//', '/\t/', '\n//', ' //', '/\r\n/'];
const dotSegments = ['.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%252e', '%252e%252e', '\u3002', '%u002e'];
const hosts = [
  'evil.example',
  'EVIL.example:443',
  'user:pass@evil.example',
  'localhost:3000@evil.example',
  'evil.example\\@localhost:3000',
  'evil.example%2f@localhost',
  '\uff45vil.example',
  '%65vil.example',
  '0x7f000001',
  '[::ffff:7f00:1]',
];
const schemes = ['http:', 'HTTPS:', 'javascript:', 'JaVaScRiPt:', 'java\tscript:', ' javascript:', 'data:', 'vbscript:', 'file:', 'ftp:'];

/** Combinations of the parts above, each a target someone could put in a link. */
function generatedTargets(): string[] {
  const targets = new Set<string>();
  for (const lead of leads) {
    for (const [i, host] of hosts.entries()) {
      targets.add(`${lead}${host}`);
      // Every other host with the dot segments keeps the run short; each host still meets each lead.
      if (i % 2 === 1) continue;
      for (const dot of dotSegments) {
        targets.add(`/${dot}${lead}${host}`);
        targets.add(`/x/${dot}/${lead}${host}/path?q=1`);
      }
    }
  }
  for (const scheme of schemes) {
    for (const host of hosts.slice(0, 4)) {
      for (const lead of ['//', '/\\', '\\\\', '', '%2f%2f']) targets.add(`${scheme}${lead}${host}`);
    }
    targets.add(`${scheme}alert(document.domain)`);
    targets.add(`${scheme}%0aalert(1)`);
  }
  return [...targets];
}

const targets = generatedTargets();
const siteOrigin = new URL(testOrigin).origin;

function expectOnSite(location: string | null, what: string) {
  if (location === null) return;
  expect(new URL(location, testOrigin).origin, `${what} → Location ${location}`).toBe(siteOrigin);
  // The header is read again by whatever follows it: it must not start a scheme-relative URL.
  expect(location, what).not.toMatch(/^\s*[/\\]{2}/);
}

/** A few targets sampled evenly, for the routes that cost an email each. */
const sample = (count: number) => targets.filter((_, i) => i % Math.ceil(targets.length / count) === 0);

describe('redirect targets', () => {
  let t: TestApp;
  let counter = 0;
  /** A fresh client address per request: the per-IP limits count them apart. */
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${(counter++ % 250) + 1}` });
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('keeps every emailed link’s redirect on the site, whatever callbackURL it carries', async () => {
    expect(targets.length).toBeGreaterThan(1000);
    for (const [i, target] of targets.entries()) {
      // Half as the browser would encode it, half nearly raw (the server decodes either).
      const raw = i % 2 === 0 ? encodeURIComponent(target) : target.replace(/[#&%+]/g, encodeURIComponent);
      for (const link of [`/api/auth/verify-email?token=x&callbackURL=${raw}`, `/api/auth/reset-password/not-a-token?callbackURL=${raw}`]) {
        const res = await t.request(link);
        expect(res.status, link).toBeLessThan(500);
        expectOnSite(res.headers.get('location'), link);
      }
    }
  }, 600_000);

  it('follows a same-site target once it is normalised, and falls back to the default otherwise', async () => {
    const cases = [
      ['/x/../payment-plan?tab=1', '/payment-plan?tab=1&error=INVALID_TOKEN'],
      ['/%2e/hub', '/hub?error=INVALID_TOKEN'],
      ['\\\\evil.example', '/email-verified?error=INVALID_TOKEN'],
      ['/.//evil.example', '/email-verified?error=INVALID_TOKEN'],
      ['https://evil.example/hub', '/email-verified?error=INVALID_TOKEN'],
    ];
    for (const [target, expected] of cases) {
      const res = await t.request(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target!)}`);
      expect(res.status, target).toBe(302);
      expect(res.headers.get('location'), target).toBe(expected);
    }
  });

  it('keeps the verification link of a sign-up on the site, and where it leads after verifying', async () => {
    for (const target of sample(25)) {
      const email = `redirect-${++counter}@example.com`;
      const signUp = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: fromNewAddress(),
        json: { email, password: 'redirect-test-password', firstName: 'Red', lastName: 'Irect', university: 'UCL', callbackURL: target },
      });
      expect(signUp.status, target).toBe(200);
      const link = (await latestEmailLinks(t, email)).links.find((l) => l.includes('/verify-email'))!;
      const callback = new URL(link).searchParams.get('callbackURL');
      expect(new URL(callback!, testOrigin).origin, `${target} → ${callback}`).toBe(siteOrigin);
      const verified = await t.request(link);
      expect(verified.status, target).toBe(302);
      expectOnSite(verified.headers.get('location'), `verification after sign-up with ${target}`);
    }
  });

  it('keeps the reset link and the sign-in answer on the site', async () => {
    for (const target of sample(25)) {
      const member = await createMember(t);
      const reset = await t.request('/api/auth/request-password-reset', { method: 'POST', headers: fromNewAddress(), json: { email: member.email, redirectTo: target } });
      expect(reset.status, target).toBe(200);
      const link = (await latestEmailLinks(t, member.email)).links.find((l) => l.includes('/reset-password/'))!;
      const opened = await t.request(link);
      expect(opened.status, target).toBe(302);
      expectOnSite(opened.headers.get('location'), `reset link with ${target}`);

      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: fromNewAddress(),
        json: { email: member.email, password: member.password, callbackURL: target },
      });
      expect(signIn.status, target).toBe(200);
      const { url } = (await signIn.json()) as { url?: string };
      if (url) expect(new URL(url, testOrigin).origin, `sign-in with ${target} → ${url}`).toBe(siteOrigin);
    }
  });
});
