import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

// A member's own forms, posted as plain HTML (no JavaScript), read back as the next page shows them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
});
afterAll(async () => {
  await t?.close();
});

describe('profile', () => {
  it('shows the error beside the field, keeps what was typed, then saves and shows it on the next visit', async () => {
    const { cookie } = await signedInMember(t);
    const before = await t.page('/profile', { cookie });
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

describe('settings', () => {
  it('saves the preferences, applies the dark theme, and shows them switched on the next visit', async () => {
    const { cookie } = await signedInMember(t);
    const before = await t.page('/settings', { cookie });
    expect(before.field('emailNotifications').checked).toBe(true);
    expect(before.field('theme', 'dark').checked).toBe(false);

    const saved = await t.submit(before, 'Save preferences', { emailNotifications: [], theme: ['light', 'dark'] }, { cookie });
    expect(saved.statusLine).toContain('Your preferences have been saved successfully.');
    expect(saved.root.querySelector('html')?.classList.contains('dark')).toBe(true);

    const after = await t.page('/settings', { cookie });
    expect(after.field('emailNotifications').checked).toBe(false);
    expect(after.field('theme', 'dark').checked).toBe(true);
    expect(after.root.querySelector('html')?.classList.contains('dark')).toBe(true);
  });

  it('saves the time for timed tests and the hidden countdown, refusing a choice that is not offered beside the field', async () => {
    const { cookie } = await signedInMember(t);
    const before = await t.page('/settings', { cookie });
    expect(before.text).toContain('we ask for no proof. It applies to every timed attempt you start after saving.');
    expect(before.field('timeFactor', '1').checked).toBe(true);
    expect(before.field('timerHidden').checked).toBe(false);

    const refused = await t.submit(before, 'Save timed practice', { timeFactor: '3' }, { cookie });
    expect(refused.status).toBe(400);
    expect(refused.alert).toContain('Choose how much time you want for timed tests.');

    const saved = await t.submit(before, 'Save timed practice', { timeFactor: '1.5', timerHidden: 'on' }, { cookie });
    expect(saved.statusLine).toContain('Timed tests you start from now on use this time.');
    const after = await t.page('/settings', { cookie });
    expect(after.field('timeFactor', '1.5').checked).toBe(true);
    expect(after.field('timeFactor', '1').checked).toBe(false);
    expect(after.field('timerHidden').checked).toBe(true);
    // The preferences beside it are untouched.
    expect(after.field('emailNotifications').checked).toBe(true);

    await t.submit(after, 'Save timed practice', { timeFactor: 'untimed', timerHidden: [] }, { cookie });
    const untimed = await t.page('/settings', { cookie });
    expect(untimed.field('timeFactor', 'untimed').checked).toBe(true);
    expect(untimed.field('timerHidden').checked).toBe(false);
    const me = await (await t.request('/api/me', { headers: { cookie } })).json();
    expect(me.settings).toMatchObject({ timeFactor: null, timerHidden: false });
  });

  it('"Download my data" says the data is being prepared', async () => {
    const { cookie } = await signedInMember(t);
    const asked = await t.submit(await t.page('/settings', { cookie }), 'Download my data', {}, { cookie });
    const said = asked.texts('#data-export [role="status"]').join(' ');
    expect(said).toContain('We are preparing your data; we will email you a link.');
    expect(asked.texts('#data-export').join(' ')).toMatch(/Preparing the copy you asked for on|Your data is ready/);
  });

  it('deactivates the account after the confirmation, signs the member out, and the settings ask them to log in', async () => {
    const { cookie } = await signedInMember(t);
    const confirming = await t.page('/settings?deactivate=confirm', { cookie });
    expect(confirming.text).toContain('Are you absolutely sure?');

    const gone = await t.submit(confirming, 'Yes, deactivate my account', {}, { cookie });
    expect(gone.location).toBe('/account-deleted');
    const farewell = await t.page(gone.location!);
    expect(farewell.texts('h1')).toEqual(['Account deleted']);
    expect(farewell.statusLine).toContain('you have been logged out');

    const afterwards = await t.page('/settings', { cookie });
    expect(afterwards.text).toContain('Please log in to access your settings.');
  });
});

describe('contact', () => {
  it('shows each refused field, keeps what was typed, then sends the enquiry and says so', async () => {
    const blank = await t.page('/contact');
    const refused = await t.submit(blank, 'Send Message', { name: '', email: 'not-an-email', background: 'career-changer', message: 'Moving from accountancy into law.' });
    expect(refused.alert).toContain('Please enter your full name');
    expect(refused.alert).toContain('Please enter a valid email address');
    expect(refused.field('name').invalid).toBe(true);
    expect(refused.field('email')).toMatchObject({ invalid: true, value: 'not-an-email' });
    expect(refused.field('background').value).toBe('career-changer');
    expect(refused.field('message').value).toBe('Moving from accountancy into law.');

    const sent = await t.submit(refused, 'Send Message', { name: 'Grace Hopper', email: 'grace@example.com' });
    expect(sent.statusLine).toContain("we'll reply within 24 hours");
    expect(sent.statusLine).toContain('grace@example.com');
    expect(sent.root.querySelector('[name="name"]')).toBeNull();
  });
});
