import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Page } from '../support/page';
import { buyDemoPlan, signedInMember } from '../support/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

it('without JavaScript, a subscriber marks a library item complete and back, and the count follows', async () => {
  const { cookie } = await signedInMember(t);
  await buyDemoPlan(t, cookie);
  const address = '/law-firm-practice-areas?item=technology';
  const count = (page: Page) => page.text.match(/(\d+) of \d+ completed/)?.[1];

  const before = await t.page(address, { cookie });
  expect(count(before)).toBe('0');
  const marked = await t.submit(before, 'Mark as complete', {}, { cookie });
  expect(marked.status).toBeLessThan(400);
  const done = await t.page(address, { cookie });
  expect(count(done)).toBe('1');
  expect(done.texts('button')).toContain('Completed');

  await t.submit(done, 'Completed', {}, { cookie });
  const after = await t.page(address, { cookie });
  expect(count(after)).toBe('0');
  expect(after.texts('button')).toContain('Mark as complete');
});
