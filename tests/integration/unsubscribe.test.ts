/*
 * Emails a member can opt out of carry a one-click unsubscribe (RFC 8058) that works without
 * signing in: read from the message as stored whole, parsed as a mail client would (mailparser).
 */
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import { sendDeadlineReminders } from '@server/features/applications/deadline-reminders';
import { daysAfter, ukToday } from '@server/platform/uk-calendar';
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/unsubscribe';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { pageContext, routeArgs } from '../support/page-context';
import { buyDemoPlan, signedInMember } from '../support/factories';

// 10am in London; "today" there is 2031-03-10.
const now = new Date('2031-03-10T10:00:00Z');

describe('one-click unsubscribe', () => {
  let t: TestApp;
  let context: Awaited<ReturnType<typeof pageContext>>;
  beforeAll(async () => {
    t = await createTestApp();
    context = await pageContext({ services: t.services, viewer: null });
  });
  afterAll(() => t.close());

  const as = (cookie: string) => ({ headers: { cookie } });
  const stored = (to: string) => t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const settingsOf = async (cookie: string) => (await (await t.request('/api/me', as(cookie))).json()).settings;

  /** A member with an application closing in `days`, and the reminders the job sends them. */
  async function remindedMember(days = 7) {
    const member = await signedInMember(t, { firstName: 'Priya' });
    const tracked = await t.request('/api/applications', {
      method: 'POST',
      ...as(member.cookie),
      json: { firm: 'Travers Smith', opportunity: 'training-contract', closesOn: daysAfter(ukToday(now), days) },
    });
    expect(tracked.status).toBe(201);
    await sendDeadlineReminders(t.services, { now });
    return member;
  }

  /** The stored reminder, parsed from the raw message the dev mailbox serves; its two unsubscribe addresses. */
  async function parsedReminder(to: string) {
    const [row] = await stored(to);
    const served = await t.request(`/api/dev/mailbox/${row!.id}/raw`);
    expect(served.headers.get('content-type')).toBe('message/rfc822');
    const mail = await simpleParser(await served.text());
    const list = mail.headers.get('list') as { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } };
    const page = mail.text!.match(/Unsubscribe: (\S+)/)?.[1];
    return { mail, list, oneClick: list.unsubscribe!.url, page: page! };
  }

  it('turns reminders off with a POST from the mail provider, signed out, once or twice, and no reminder follows', async () => {
    const member = await remindedMember();
    const { mail, list, oneClick, page } = await parsedReminder(member.email);
    expect(mail.subject).toBe('Travers Smith closes in 7 days: Training contract');
    expect(mail.to).toMatchObject({ value: [{ address: member.email }] });
    expect(oneClick).toMatch(new RegExp(`^${testOrigin}/api/unsubscribe/[\\w.-]+$`));
    expect(list['unsubscribe-post']).toEqual({ name: 'List-Unsubscribe=One-Click' });
    // The footer's visible link leads to the page that asks, in the text and the HTML alike.
    expect(page).toBe(oneClick.replace('/api/unsubscribe/', '/unsubscribe/'));
    expect(mail.html).toContain(`href="${page}"`);

    // A browser (or a link scanner) opening the one-click address is shown the page; nothing changes.
    const opened = await t.request(new URL(oneClick).pathname);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(new URL(page).pathname);
    expect(await settingsOf(member.cookie)).toMatchObject({ deadlineReminders: true });

    // As mail providers send it: no cookie, from their own site, the RFC 8058 body.
    const oneClickPost = () =>
      t.request(new URL(oneClick).pathname, {
        method: 'POST',
        headers: { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const unsubscribed = await oneClickPost();
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ list: 'deadline-reminders', name: 'deadline reminders' });
    expect(await settingsOf(member.cookie)).toEqual({ emailNotifications: true, deadlineReminders: false, theme: 'light', timeFactor: 1, timerHidden: false });
    expect((await oneClickPost()).status).toBe(200);
    expect(await settingsOf(member.cookie)).toMatchObject({ deadlineReminders: false });

    // Tomorrow's reminder for another application does not go.
    await t.request('/api/applications', {
      method: 'POST',
      ...as(member.cookie),
      json: { firm: 'Slaughter and May', opportunity: 'training-contract', closesOn: daysAfter(ukToday(now), 1) },
    });
    await sendDeadlineReminders(t.services, { now });
    expect(await stored(member.email)).toHaveLength(1);
  });

  it('refuses a link it did not issue, and other sites still cannot post anything else', async () => {
    const member = await remindedMember();
    const { oneClick } = await parsedReminder(member.email);
    const path = new URL(oneClick).pathname;
    const tampered = await t.request(`${path.slice(0, -2)}xx`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(tampered.status).toBe(404);
    expect((await tampered.json()).error.message).toMatch(/not valid or has expired/);
    const crossSite = await t.request('/api/enquiries', { method: 'POST', headers: { origin: 'https://mail.example' }, json: { name: 'X', email: 'x@example.com' } });
    expect(crossSite.status).toBe(403);
    expect(await settingsOf(member.cookie)).toMatchObject({ deadlineReminders: true });
  });

  it('asks on the page before turning reminders off: opening it changes nothing', async () => {
    const member = await remindedMember();
    const { page } = await parsedReminder(member.email);
    const token = page.split('/').pop()!;
    const loaded = await unsubscribeLoader(routeArgs(new Request(page), context, { token }));
    expect(loaded).toEqual({ name: 'deadline reminders' });
    expect(await settingsOf(member.cookie)).toMatchObject({ deadlineReminders: true });

    const posted = (await unsubscribeAction(routeArgs(new Request(page, { method: 'POST', body: new URLSearchParams() }), context, { token }))) as unknown as {
      data: { ok: boolean; message: string };
    };
    expect(posted.data).toMatchObject({ ok: true, message: 'Done: we will not send you deadline reminders any more.' });
    expect(await settingsOf(member.cookie)).toMatchObject({ deadlineReminders: false });

    const unknown = await unsubscribeLoader(routeArgs(new Request(`${testOrigin}/unsubscribe/nope`), context, { token: 'nope' }));
    expect(unknown).toEqual({ name: null });
  });

  it('puts no unsubscribe on an email the member cannot opt out of', async () => {
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie);
    const [receipt] = await stored(member.email);
    expect(receipt!.subject).toMatch(/^Payment received/);
    const mail = await simpleParser(receipt!.raw!);
    expect(mail.headers.has('list')).toBe(false);
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });
});
