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

describe('the profile form, posted as plain HTML', () => {
  it('shows the error beside the field, keeps what was typed, then saves and shows it on the next visit', async () => {
    const { cookie } = await signedInMember(t);
    const before = await t.page('/profile', { cookie });
    expect(before.status).toBe(200);
    expect(before.field('firstName').value).toBe('Ada');

    const refused = await t.submit(before, 'Save changes', { firstName: 'Priya', university: '' }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.alert).toContain('University is required');
    expect(refused.field('university')).toMatchObject({ invalid: true, description: 'University is required' });
    expect(refused.field('firstName').value).toBe('Priya');

    const saved = await t.submit(refused, 'Save changes', { university: 'King’s College London' }, { cookie });
    expect(saved.statusLine).toContain('Profile updated');
    const after = await t.page('/profile', { cookie });
    expect(after.field('university').value).toBe('King’s College London');
    expect(after.field('firstName').value).toBe('Priya');
  });
});
