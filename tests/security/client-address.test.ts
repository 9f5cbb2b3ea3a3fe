import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/platform/config';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Behind a proxy, only the right of X-Forwarded-For was written by our proxies; the left is
 * whatever the client sent. Varying the left must not buy a fresh per-IP allowance.
 */

/** What a client might put in front of what our proxies append. */
function forgedPrefixes(count: number): string[] {
  const shapes = [
    (i: number) => `203.0.113.${i % 250}`,
    (i: number) => `2001:db8::${i.toString(16)}`,
    (i: number) => `10.0.${i % 250}.1, 192.168.0.${i % 250}`,
    (i: number) => `not-an-address-${i}`,
    (i: number) => `${' ,'.repeat(i % 5)}198.18.0.${i % 250}`,
    (i: number) => `::ffff:198.19.0.${i % 250}`,
    (i: number) => `127.0.0.1, unknown, ${i}`,
  ];
  return Array.from({ length: count }, (_, i) => shapes[i % shapes.length]!(i));
}

/** The sign-up limit: 10 per address in 10 minutes. */
const signUpLimit = 10;

async function signUpsUntilRefused(t: TestApp, forwardedFor: (forged: string) => string) {
  const statuses: number[] = [];
  for (const [i, forged] of forgedPrefixes(signUpLimit + 5).entries()) {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'x-forwarded-for': forwardedFor(forged) },
      json: { email: `proxy-${i}-${Date.now()}@example.com`, password: 'proxy-test-password', firstName: 'Pro', lastName: 'Xy', university: 'LSE' },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('client address behind proxies', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const setups = [
    { trust: '1', client: '198.51.100.7', chain: (forged: string) => `${forged}, 198.51.100.7` },
    { trust: '2', client: '198.51.100.8', chain: (forged: string) => `${forged}, 198.51.100.8, 10.0.0.2` },
    // In-process requests come from 127.0.0.1, so it is one of the listed proxies here.
    { trust: '127.0.0.1,10.0.0.0/8,fd00::/8', client: '198.51.100.9', chain: (forged: string) => `${forged}, 198.51.100.9, fd00::3, 10.1.2.3` },
  ];
  for (const setup of setups) {
    it(`TRUST_PROXY=${setup.trust}: a varied X-Forwarded-For left still meets 429 at the limit`, async () => {
      t = await createTestApp({ TRUST_PROXY: setup.trust });
      const statuses = await signUpsUntilRefused(t, setup.chain);
      expect(statuses.slice(0, signUpLimit)).toEqual(Array(signUpLimit).fill(200));
      expect(statuses.slice(signUpLimit)).toEqual(Array(statuses.length - signUpLimit).fill(429));
    });
  }

  it('without TRUST_PROXY ignores X-Forwarded-For altogether', async () => {
    t = await createTestApp();
    const statuses = await signUpsUntilRefused(t, (forged) => forged);
    expect(statuses.slice(signUpLimit)).toEqual(Array(statuses.length - signUpLimit).fill(429));
  });

  it('refuses to start on TRUST_PROXY=true or any other nonsense, naming the variable', () => {
    const nonsense = ['true', 'TRUE', 'yes', '-1', '11', '1.5', '1e3', '0x1', 'all', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0.256', '1,true', '10.0.0.1,', 'loopback', 'fd00::/-1'];
    for (const value of nonsense) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toEqual({ kind: 'hops', hops: 3 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, fd00::/8' }).trustProxy).toEqual({ kind: 'addresses', addresses: ['10.0.0.1', 'fd00::/8'] });
  });
});
