import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '@server/db/client';
import { applications, deadlines, emailOutbox, rateLimits, userSettings } from '@server/db/schema';
import { trackerAdditionsRateLimit, trackerLimits } from '@server/features/applications/tracker-limits';
import { deadlineReminderSweep, sendDeadlineReminders } from '@server/features/applications/deadline-reminders';
import { daysAfter, ukToday } from '@server/platform/uk-calendar';
import { cacheTags } from '@server/platform/cache/tags';
import { getViewer } from '@server/features/auth/viewer';
import { action as applicationsAction, middleware as applicationsMiddleware } from '~/routes/applications';
import { loader as deadlinesLoader } from '~/routes/deadlines';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { behindMiddleware, pageContext, routeArgs } from '../support/page-context';
import { signedInMember } from '../support/factories';
import type { paths } from '../support/api-schema';

type Application = { id: string; deadlineId: string | null; firm: string; opportunity: string; closesOn: string | null; stage: string; notes: string };
type ApplicationChange = paths['/api/applications/{id}']['patch']['requestBody']['content']['application/json'];

describe('application tracker API, calendar feed and deadline reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (cookie: string) => ({ headers: { cookie } });
  const add = (cookie: string, json: unknown) => t.request('/api/applications', { method: 'POST', ...as(cookie), json });
  const list = async (cookie: string) => {
    const { data, response } = await t.apiClient(cookie).GET('/api/applications');
    expect(response.status).toBe(200);
    return data!;
  };
  async function aDeadline(overrides: Partial<typeof deadlines.$inferInsert> = {}) {
    const [row] = await t.services.db
      .insert(deadlines)
      .values({ firmSlug: 'clifford-chance', opportunity: 'training-contract', closesOn: '2030-07-31', url: 'https://careers.cliffordchance.com/london/', ...overrides })
      .returning();
    return row!;
  }

  describe('the tracker', () => {
    it('tracks a deadline, copying its firm and dates, and answers the contract’s shapes', async () => {
      const member = await signedInMember(t);
      const deadline = await aDeadline();
      const res = await add(member.cookie, { deadlineId: deadline.id });
      expect(res.status).toBe(201);
      const created = (await res.json()) as Application;
      expect(created).toEqual({
        id: expect.any(String),
        deadlineId: deadline.id,
        firm: 'Clifford Chance',
        opportunity: 'training-contract',
        closesOn: '2030-07-31',
        stage: 'researching',
        notes: '',
      });
      const [row] = await t.services.db.select().from(applications).where(eq(applications.id, created.id));
      expect(row!.firmSlug).toBe('clifford-chance');

      const { applications: listed, calendarUrl } = await list(member.cookie);
      expect(listed).toEqual([created]);
      expect(calendarUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await list(member.cookie)).calendarUrl).toBe(calendarUrl); // made once, then kept
    });

    it('tracking the same deadline twice gives back the one application, even at once', async () => {
      const member = await signedInMember(t);
      const deadline = await aDeadline({ firmSlug: 'linklaters', opportunity: 'vacation-scheme-summer' });
      const [first, second] = await Promise.all([add(member.cookie, { deadlineId: deadline.id }), add(member.cookie, { deadlineId: deadline.id })]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      const again = await add(member.cookie, { deadlineId: deadline.id });
      expect(again.status).toBe(200);
      const ids = new Set([(await first.json()).id, (await second.json()).id, (await again.json()).id]);
      expect(ids.size).toBe(1);
      expect((await list(member.cookie)).applications).toHaveLength(1);
    });

    it('adds one by hand, with or without a closing date, knowing a catalogue firm by its name', async () => {
      const member = await signedInMember(t);
      const res = await add(member.cookie, { firm: 'slaughter and may', opportunity: 'open-day', closesOn: '2030-01-15' });
      expect(res.status).toBe(201);
      const created = (await res.json()) as Application;
      expect(created).toMatchObject({ deadlineId: null, firm: 'slaughter and may', opportunity: 'open-day', closesOn: '2030-01-15', stage: 'researching' });
      const [row] = await t.services.db.select().from(applications).where(eq(applications.id, created.id));
      expect(row!.firmSlug).toBe('slaughter-and-may');
      expect(row!.stageDates).toEqual({ researching: ukToday() });

      const undated = await add(member.cookie, { firm: 'A regional firm', opportunity: 'training-contract' });
      expect(undated.status).toBe(201);
      expect(await undated.json()).toMatchObject({ closesOn: null });
      expect((await list(member.cookie)).applications.map((a) => a.closesOn)).toEqual(['2030-01-15', null]);
    });

    it('refuses malformed input with field errors', async () => {
      const member = await signedInMember(t);
      const cases: [unknown, string][] = [
        [{}, 'firm'],
        [{ firm: '', opportunity: 'training-contract' }, 'firm'],
        [{ firm: 'x'.repeat(121), opportunity: 'training-contract' }, 'firm'],
        [{ firm: 'Ashurst', opportunity: 'pupillage' }, 'opportunity'],
        [{ firm: 'Ashurst', opportunity: 'training-contract', closesOn: '2030-02-30' }, 'closesOn'],
        [{ firm: 'Ashurst', opportunity: 'training-contract', closesOn: '31/01/2030' }, 'closesOn'],
        [{ firm: 'Ashurst', opportunity: 'training-contract', extra: 1 }, 'extra'],
        [{ deadlineId: 'not-a-uuid' }, 'deadlineId'],
        [{ deadlineId: randomUUID(), firm: 'Ashurst' }, 'firm'],
      ];
      for (const [json, field] of cases) {
        const res = await add(member.cookie, json);
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect((await res.json()).error.fields, JSON.stringify(json)).toHaveProperty(field);
      }
      expect((await add(member.cookie, { deadlineId: randomUUID() })).status).toBe(404);
      const retired = await aDeadline({ retiredAt: new Date() });
      expect((await add(member.cookie, { deadlineId: retired.id })).status).toBe(404);

      const { id } = await (await add(member.cookie, { firm: 'Ashurst', opportunity: 'training-contract' })).json();
      for (const json of [{}, { stage: 'hired' }, { notes: 'x'.repeat(5001) }, { notes: 'a\u0000b' }, { stage: 'offer', deadlineId: randomUUID() }]) {
        const res = await t.request(`/api/applications/${id}`, { method: 'PATCH', ...as(member.cookie), json });
        expect(res.status, JSON.stringify(json)).toBe(400);
      }
    });

    it('caps a tracker at 200 applications with a clear 409, by hand or from the calendar', async () => {
      const member = await signedInMember(t);
      await t.services.db.insert(applications).values(
        Array.from({ length: trackerLimits.applicationsPerMember - 1 }, (_, i) => ({
          userId: member.id,
          firm: `Firm ${i}`,
          opportunity: 'open-day' as const,
        })),
      );
      expect((await add(member.cookie, { firm: 'Ashurst', opportunity: 'open-day' })).status).toBe(201);
      const message = 'Your tracker holds up to 200 applications. Delete ones you no longer need to add more.';
      const byHand = await add(member.cookie, { firm: 'Bird & Bird', opportunity: 'open-day' });
      expect(byHand.status).toBe(409);
      expect((await byHand.json()).error).toEqual({ code: 'conflict', message, fields: { firm: message } });
      const fromCalendar = await add(member.cookie, { deadlineId: (await aDeadline()).id });
      expect(fromCalendar.status).toBe(409);
      expect((await fromCalendar.json()).error).toEqual({ code: 'conflict', message });
      expect((await list(member.cookie)).applications).toHaveLength(200);
    });

    it('rate-limits additions past a busy evening with a clear 429', async () => {
      const member = await signedInMember(t);
      expect((await add(member.cookie, { firm: 'Ashurst', opportunity: 'open-day' })).status).toBe(201);
      await t.services.db
        .update(rateLimits)
        .set({ count: trackerAdditionsRateLimit.limit })
        .where(eq(rateLimits.key, `tracker-additions:${member.id}`));
      const refused = await add(member.cookie, { firm: 'Bird & Bird', opportunity: 'open-day' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await refused.json()).error).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(/^You can add 120 applications or questions an hour\. Please try again in \d+ minutes?\.$/),
      });
    });

    it('moves stages, recording the day each was reached, and saves notes', async () => {
      const member = await signedInMember(t);
      const { id } = await (await add(member.cookie, { firm: 'Macfarlanes', opportunity: 'vacation-scheme-spring', closesOn: '2030-01-10' })).json();
      const patch = (body: ApplicationChange) => t.apiClient(member.cookie).PATCH('/api/applications/{id}', { params: { path: { id } }, body });

      const moved = await patch({ stage: 'submitted' });
      expect(moved.response.status).toBe(200);
      expect(moved.data).toMatchObject({ id, stage: 'submitted', notes: '' });
      expect((await patch({ notes: 'Asked about the seat rotation.' })).data).toMatchObject({ stage: 'submitted', notes: 'Asked about the seat rotation.' });

      const today = ukToday();
      const [row] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      expect(row!.stageDates).toEqual({ researching: today, submitted: today });
      // Staying at a stage does not move its day.
      await t.services.db.update(applications).set({ stageDates: { researching: today, submitted: '2029-12-01' } }).where(eq(applications.id, id));
      await patch({ stage: 'submitted', notes: 'Still waiting.' });
      const [kept] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      expect(kept!.stageDates).toEqual({ researching: today, submitted: '2029-12-01' });
      await patch({ stage: 'online-tests' });
      const [next] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      expect(next!.stageDates).toEqual({ researching: today, submitted: '2029-12-01', 'online-tests': today });
    });

    it('corrects a tracked application’s firm, opening and closing date, with the rules it was added by', async () => {
      const member = await signedInMember(t);
      const deadline = await aDeadline({ firmSlug: 'ashurst', opportunity: 'open-day', closesOn: '2030-03-01' });
      const { id } = await (await add(member.cookie, { deadlineId: deadline.id })).json();
      const patch = (json: unknown) => t.request(`/api/applications/${id}`, { method: 'PATCH', ...as(member.cookie), json });

      const corrected = await patch({ firm: 'Linklaters', opportunity: 'training-contract', closesOn: '2030-04-15' });
      expect(corrected.status).toBe(200);
      // Still the calendar entry it tracks, so the calendar keeps marking it; stage and notes untouched.
      expect(await corrected.json()).toEqual({ id, deadlineId: deadline.id, firm: 'Linklaters', opportunity: 'training-contract', closesOn: '2030-04-15', stage: 'researching', notes: '' });
      const [row] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      expect(row!.firmSlug).toBe('linklaters'); // the answer checker knows the corrected firm
      expect(await (await patch({ closesOn: null })).json()).toMatchObject({ firm: 'Linklaters', closesOn: null });
      expect(await (await patch({ firm: 'A regional firm', closesOn: '2030-05-01' })).json()).toMatchObject({ firm: 'A regional firm', closesOn: '2030-05-01' });
      const [renamed] = await t.services.db.select().from(applications).where(eq(applications.id, id));
      expect(renamed!.firmSlug).toBeNull();

      const refused: [unknown, string][] = [
        [{ firm: '' }, 'firm'],
        [{ firm: 'x'.repeat(121) }, 'firm'],
        [{ opportunity: 'pupillage' }, 'opportunity'],
        [{ closesOn: '2030-02-30' }, 'closesOn'],
        [{ closesOn: '31/01/2030' }, 'closesOn'],
        [{ firm: 'Ashurst', deadlineId: randomUUID() }, 'deadlineId'],
      ];
      for (const [json, field] of refused) {
        const res = await patch(json);
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect((await res.json()).error.fields, JSON.stringify(json)).toHaveProperty(field);
      }
      expect((await list(member.cookie)).applications).toMatchObject([{ id, firm: 'A regional firm', opportunity: 'training-contract', closesOn: '2030-05-01' }]);

      const other = await signedInMember(t);
      const theirs = await t.request(`/api/applications/${id}`, { method: 'PATCH', ...as(other.cookie), json: { firm: 'Mine now' } });
      expect(theirs.status).toBe(404);
      expect((await list(member.cookie)).applications).toMatchObject([{ id, firm: 'A regional firm' }]);
    });

    it('shows, changes and deletes only the member’s own applications', async () => {
      const owner = await signedInMember(t);
      const other = await signedInMember(t);
      const { id } = await (await add(owner.cookie, { firm: 'Ashurst', opportunity: 'training-contract' })).json();

      expect((await list(other.cookie)).applications).toEqual([]);
      const patch = await t.request(`/api/applications/${id}`, { method: 'PATCH', ...as(other.cookie), json: { stage: 'withdrawn' } });
      expect(patch.status).toBe(404);
      expect((await patch.json()).error.code).toBe('not_found');
      expect((await t.request(`/api/applications/${id}`, { method: 'DELETE', ...as(other.cookie) })).status).toBe(404);
      expect((await list(owner.cookie)).applications).toMatchObject([{ id, stage: 'researching' }]);

      const deleted = await t.request(`/api/applications/${id}`, { method: 'DELETE', ...as(owner.cookie) });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ deleted: true });
      expect((await list(owner.cookie)).applications).toEqual([]);
      expect((await t.request(`/api/applications/${id}`, { method: 'DELETE', ...as(owner.cookie) })).status).toBe(404);
    });

    it('drops the member’s cached pages (their /hub shows what is due) on every change', async () => {
      const member = await signedInMember(t);
      const heard: string[] = [];
      const stop = t.services.invalidations.subscribe((tags) => heard.push(...tags));
      try {
        const { id } = await (await add(member.cookie, { firm: 'Ashurst', opportunity: 'training-contract', closesOn: daysAfter(ukToday(), 2) })).json();
        await t.request(`/api/applications/${id}`, { method: 'PATCH', ...as(member.cookie), json: { stage: 'drafting' } });
        await t.request(`/api/applications/${id}`, { method: 'DELETE', ...as(member.cookie) });
      } finally {
        stop();
      }
      expect(heard.filter((tag) => tag === cacheTags.writesBy(member.id))).toHaveLength(3);
    });

    it('describes its routes in the OpenAPI document', async () => {
      const { paths } = await (await t.request('/api/openapi.json')).json();
      expect(Object.keys(paths['/api/applications'])).toEqual(['get', 'post']);
      expect(Object.keys(paths['/api/applications/{id}'])).toEqual(['patch', 'delete']);
      expect(paths['/api/calendar/{feed}'].get['x-access']).toBe('anyone');
      expect(paths['/api/me/calendar-token'].post['x-access']).toBe('member');
    });
  });

  describe('the /applications page’s action (the forms, with or without scripts)', () => {
    async function post(fields: Record<string, string>, cookie?: string) {
      const viewer = cookie ? await getViewer(t.services, new Headers({ cookie })) : null;
      const context = await pageContext({ services: t.services, viewer });
      const request = new Request(new URL('/applications', testOrigin), {
        method: 'POST',
        headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields),
      });
      try {
        const args = { request, context, params: {} } as never;
        return await behindMiddleware(applicationsMiddleware, args, () => applicationsAction(args));
      } catch (thrown) {
        return thrown; // redirects and the guard's refusals are thrown
      }
    }
    const location = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : undefined);
    const result = (answer: unknown) => (answer as { data: { ok: boolean; message?: string; fieldErrors?: Record<string, string> } }).data;

    it('asks a visitor who tracks a deadline to create an account, coming back to that entry', async () => {
      const deadline = await aDeadline();
      expect(location(await post({ intent: 'track', deadlineId: deadline.id }))).toBe(
        `/signup?returnTo=${encodeURIComponent(`/deadlines?track=${deadline.id}`)}`,
      );
      expect((await post({ intent: 'add', firm: 'Ashurst', opportunity: 'open-day' })) as { init: { status: number } }).toMatchObject({ init: { status: 401 } });
    });

    it('tracks a deadline for a member once, landing on the tracker that names it', async () => {
      const member = await signedInMember(t);
      const deadline = await aDeadline({ firmSlug: 'skadden' });
      const first = location(await post({ intent: 'track', deadlineId: deadline.id }, member.cookie));
      const again = location(await post({ intent: 'track', deadlineId: deadline.id }, member.cookie));
      expect(first).toMatch(/^\/applications\?tracked=[0-9a-f-]{36}$/);
      expect(again).toBe(first);
      expect((await list(member.cookie)).applications).toMatchObject([{ firm: 'Skadden', deadlineId: deadline.id }]);
    });

    it('adds by hand, moves a stage, saves notes and deletes, with the API’s validation', async () => {
      const member = await signedInMember(t);
      expect(result(await post({ intent: 'add', firm: '', opportunity: 'open-day' }, member.cookie)).fieldErrors).toHaveProperty('firm');
      expect(result(await post({ intent: 'add', firm: 'Ashurst', opportunity: 'open-day', closesOn: '' }, member.cookie))).toMatchObject({
        ok: true,
        message: 'Added Ashurst open day or insight scheme.',
      });
      const [{ id }] = (await list(member.cookie)).applications as [Application];
      expect(result(await post({ intent: `stage:${id}`, stage: 'drafting' }, member.cookie))).toMatchObject({
        ok: true,
        message: 'Moved Ashurst open day or insight scheme to Drafting.',
      });
      expect(result(await post({ intent: `notes:${id}`, notes: 'Ask about secondments' }, member.cookie))).toMatchObject({ ok: true });
      expect((await list(member.cookie)).applications).toMatchObject([{ id, stage: 'drafting', notes: 'Ask about secondments' }]);

      expect(result(await post({ intent: `details:${id}`, firm: '', opportunity: 'open-day', closesOn: '2030-02-30' }, member.cookie))).toMatchObject({
        ok: false,
        fieldErrors: { firm: 'Please name the firm', closesOn: expect.any(String) },
        values: { firm: '', opportunity: 'open-day', closesOn: '2030-02-30' },
      });
      expect(result(await post({ intent: `details:${id}`, firm: 'Ashurst LLP', opportunity: 'training-contract', closesOn: '' }, member.cookie))).toMatchObject({
        ok: true,
        message: 'Saved Ashurst LLP training contract.',
      });
      expect((await list(member.cookie)).applications).toMatchObject([{ id, firm: 'Ashurst LLP', opportunity: 'training-contract', closesOn: null }]);

      const stranger = await signedInMember(t);
      expect(result(await post({ intent: `stage:${id}`, stage: 'offer' }, stranger.cookie))).toMatchObject({ ok: false });
      expect(result(await post({ intent: `details:${id}`, firm: 'Taken', opportunity: 'open-day', closesOn: '' }, stranger.cookie))).toMatchObject({ ok: false });
      expect((await list(member.cookie)).applications).toMatchObject([{ id, firm: 'Ashurst LLP' }]);
      expect(result(await post({ intent: 'stage:not-an-id', stage: 'offer' }, member.cookie))).toMatchObject({ ok: false });
      expect(result(await post({ intent: `remove:${id}` }, member.cookie))).toMatchObject({ ok: true, message: 'Deleted Ashurst LLP training contract.' });
      expect((await list(member.cookie)).applications).toEqual([]);
    });
  });

  describe('the calendar feed', () => {
    const feedPath = (calendarUrl: string) => new URL(calendarUrl).pathname;

    it('lists each tracked closing date as an all-day event an iCalendar parser reads back', async () => {
      const member = await signedInMember(t);
      const deadline = await aDeadline({ firmSlug: 'latham-watkins', opportunity: 'vacation-scheme-winter', closesOn: '2030-10-31' });
      const tracked = (await (await add(member.cookie, { deadlineId: deadline.id })).json()) as Application;
      const awkward = 'Smith, Jones; Partners \\ Co — Müller & Søn Rechtsanwälte und Solicitors of England and Wales LLP';
      const byHand = (await (await add(member.cookie, { firm: awkward, opportunity: 'open-day', closesOn: '2030-02-01' })).json()) as Application;
      await add(member.cookie, { firm: 'No date yet', opportunity: 'training-contract' });

      const { calendarUrl } = await list(member.cookie);
      const res = await t.request(feedPath(calendarUrl));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await res.text();

      const octets = (line: string) => new TextEncoder().encode(line).length;
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Clearpath applications');
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      expect(events.map((event) => event.summary)).toEqual([
        `${awkward}: Open day or insight scheme closes`,
        'Latham & Watkins: Winter vacation scheme closes',
      ]);
      const [first, second] = events;
      expect(first!.startDate.isDate).toBe(true);
      expect(first!.startDate.toString()).toBe('2030-02-01');
      expect(first!.endDate.toString()).toBe('2030-02-02');
      expect(second!.startDate.toString()).toBe('2030-10-31');
      expect(first!.uid).toBe(`application-${byHand.id}@localhost:3000`);
      expect(second!.uid).toBe(`application-${tracked.id}@localhost:3000`);
      expect(second!.component.getFirstPropertyValue('url')).toBe('http://localhost:3000/applications');

      // The same UIDs on the next fetch: calendars update events rather than adding more.
      const again = new ICAL.Component(ICAL.parse(await (await t.request(feedPath(calendarUrl))).text()));
      expect(again.getAllSubcomponents('vevent').map((vevent) => vevent.getFirstPropertyValue('uid'))).toEqual([first!.uid, second!.uid]);
    });

    it('answers 404 for an unknown token and for the old URL after a reset; never logs the token', async () => {
      const member = await signedInMember(t);
      const { calendarUrl } = await list(member.cookie);
      const token = calendarUrl.match(/([A-Za-z0-9_-]{43})\.ics$/)![1]!;
      expect((await t.request(feedPath(calendarUrl))).status).toBe(200);

      const reset = await t.request('/api/me/calendar-token', { method: 'POST', ...as(member.cookie) });
      expect(reset.status).toBe(200);
      const { calendarUrl: newUrl } = (await reset.json()) as { calendarUrl: string };
      expect(newUrl).not.toBe(calendarUrl);
      expect((await list(member.cookie)).calendarUrl).toBe(newUrl);
      expect((await t.request(feedPath(calendarUrl))).status).toBe(404);
      expect((await t.request(feedPath(newUrl))).status).toBe(200);

      expect((await t.request(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
      expect((await t.request(`/api/calendar/${token}`)).status).toBe(404);
      const [settings] = await t.services.db.select().from(userSettings).where(eq(userSettings.userId, member.id));
      expect(settings!.calendarToken).toBe(newUrl.match(/([A-Za-z0-9_-]{43})\.ics$/)![1]);

      const newToken = newUrl.match(/([A-Za-z0-9_-]{43})\.ics$/)![1]!;
      expect(t.logLines.join('\n')).toContain('/api/calendar/:feed');
      for (const secret of [token, newToken]) expect(t.logLines.join('\n')).not.toContain(secret);
    });
  });

  describe('deadline reminders', () => {
    // 10am in London on a spring day; "today" there is 2031-03-10.
    const now = new Date('2031-03-10T10:00:00Z');
    const emailsTo = (to: string) => t.services.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

    async function memberTracking(closesOn: string, stage?: string) {
      const member = await signedInMember(t, { firstName: 'Priya' });
      const { id } = (await (await add(member.cookie, { firm: 'Travers Smith', opportunity: 'training-contract', closesOn })).json()) as Application;
      if (stage) await t.request(`/api/applications/${id}`, { method: 'PATCH', ...as(member.cookie), json: { stage } });
      return { ...member, applicationId: id };
    }

    it('emails once, 7 days before a closing date, however often the job runs', async () => {
      const member = await memberTracking(daysAfter(ukToday(now), 7));
      await sendDeadlineReminders(t.services, { now });
      await sendDeadlineReminders(t.services, { now });
      await Promise.all([sendDeadlineReminders(t.services, { now }), sendDeadlineReminders(t.services, { now })]);
      const sent = await emailsTo(member.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('Travers Smith closes in 7 days: Training contract');
      expect(sent[0]!.text).toContain('Hello Priya,');
      expect(sent[0]!.text).toMatch(/Closes: 17 March 2031/);
      expect(sent[0]!.text).toContain(`http://localhost:3000/applications/${member.applicationId}`);
      expect(sent[0]!.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\/\S+/);
    });

    it('emails again the day before, and not at all in the small hours', async () => {
      const member = await memberTracking(daysAfter(ukToday(now), 1));
      await sendDeadlineReminders(t.services, { now: new Date('2031-03-10T06:30:00Z') });
      expect(await emailsTo(member.email)).toHaveLength(0);
      await sendDeadlineReminders(t.services, { now });
      const sent = await emailsTo(member.email);
      expect(sent.map((email) => email.subject)).toEqual(['Travers Smith closes tomorrow: Training contract']);
    });

    it('sends none for a submitted application, a date not 7 or 1 days away, or a member who opted out of either switch', async () => {
      const submitted = await memberTracking(daysAfter(ukToday(now), 7), 'submitted');
      const notDue = await memberTracking(daysAfter(ukToday(now), 3));
      const optedOut = await memberTracking(daysAfter(ukToday(now), 7));
      const noNotifications = await memberTracking(daysAfter(ukToday(now), 7));
      const saved = await t.request('/api/me/settings', {
        method: 'PUT',
        ...as(optedOut.cookie),
        json: { emailNotifications: true, deadlineReminders: false, theme: 'light' },
      });
      expect(saved.status).toBe(200);
      expect((await saved.json()).settings).toEqual({ emailNotifications: true, deadlineReminders: false, theme: 'light', timeFactor: 1, timerHidden: false });
      const savedOff = await t.request('/api/me/settings', {
        method: 'PUT',
        ...as(noNotifications.cookie),
        json: { emailNotifications: false, deadlineReminders: true, theme: 'light' },
      });
      expect(savedOff.status).toBe(200);

      await sendDeadlineReminders(t.services, { now });
      for (const member of [submitted, notDue, optedOut, noNotifications]) expect(await emailsTo(member.email)).toHaveLength(0);
    });

    it('is scheduled on the job queue, and the workers run it', async () => {
      const schedules = await selectRows<{ name: string; cron: string }>(t.services.db, sql`select name, cron from pgboss.schedule`);
      expect(schedules).toContainEqual(expect.objectContaining({ name: deadlineReminderSweep.name }));

      await t.services.jobs.enqueue(t.services.db, deadlineReminderSweep, {});
      const states = () =>
        selectRows<{ state: string }>(t.services.db, sql`select state from pgboss.job where name = ${deadlineReminderSweep.name}`);
      await vi.waitFor(async () => expect((await states()).map((job) => job.state)).toContain('completed'), { timeout: 10_000, interval: 100 });
    });
  });

  describe('the deadlines calendar’s marks', () => {
    async function calendarFor(cookie?: string) {
      const viewer = cookie ? await getViewer(t.services, new Headers({ cookie })) : null;
      const context = await pageContext({ services: t.services, viewer });
      const request = new Request(new URL('/deadlines', testOrigin), cookie ? { headers: { cookie } } : {});
      return deadlinesLoader(routeArgs(request, context));
    }

    it('marks what the signed-in member tracks, with their application, and nobody else’s', async () => {
      const [ada, bob] = [await signedInMember(t), await signedInMember(t)];
      const [mine, theirs, untracked] = [await aDeadline({ firmSlug: 'travers-smith' }), await aDeadline({ firmSlug: 'macfarlanes' }), await aDeadline({ firmSlug: 'ashurst' })];
      const adas = (await (await add(ada.cookie, { deadlineId: mine.id })).json()) as Application;
      const bobs = (await (await add(bob.cookie, { deadlineId: theirs.id })).json()) as Application;
      // An application added by hand is no calendar entry.
      await add(ada.cookie, { firm: 'Ashurst', opportunity: 'training-contract' });

      const forAda = await calendarFor(ada.cookie);
      expect(forAda.entries.map((entry) => entry.id)).toEqual(expect.arrayContaining([mine.id, theirs.id, untracked.id]));
      expect(forAda.tracked).toEqual({ [mine.id]: adas.id });
      expect((await calendarFor(bob.cookie)).tracked).toEqual({ [theirs.id]: bobs.id });
      // A visitor's render, the one the shared copy is made of, marks nothing.
      expect((await calendarFor()).tracked).toEqual({});

      // Tracking drops the member's own copy of the calendar (they wrote), and no one else's.
      const heard: string[] = [];
      const stop = t.services.invalidations.subscribe((tags) => heard.push(...tags));
      try {
        await add(ada.cookie, { deadlineId: untracked.id });
      } finally {
        stop();
      }
      expect(heard).toEqual([cacheTags.writesBy(ada.id)]);
      expect(Object.keys((await calendarFor(ada.cookie)).tracked).sort()).toEqual([mine.id, untracked.id].sort());
    });
  });
});

// PGlite's data directory is locked to one process: only PostgreSQL has a second instance.
describe.skipIf(!process.env.TEST_DATABASE_URL)('deadline reminders from two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { AUTH_SECRET: 'instances-test-secret-'.padEnd(48, 'x') };
    a = await createTestApp(env);
    b = await createTestApp(env, { sharingDatabaseWith: a });
  });
  afterAll(async () => {
    await b?.close(); // first: A drops the database they share
    await a?.close();
  });

  it('sends each reminder once when both run the job at the same moment', async () => {
    const now = new Date('2031-06-02T09:00:00Z');
    const members = await Promise.all(Array.from({ length: 5 }, () => signedInMember(a)));
    for (const member of members) {
      const res = await a.request('/api/applications', {
        method: 'POST',
        headers: { cookie: member.cookie },
        json: { firm: 'Hogan Lovells', opportunity: 'vacation-scheme-summer', closesOn: daysAfter(ukToday(now), 1) },
      });
      expect(res.status).toBe(201);
    }
    const runs = await Promise.all([
      sendDeadlineReminders(a.services, { now }),
      sendDeadlineReminders(b.services, { now }),
      sendDeadlineReminders(a.services, { now }),
      sendDeadlineReminders(b.services, { now }),
    ]);
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(members.length);
    for (const member of members) {
      const sent = await a.services.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, member.email), eq(emailOutbox.subject, 'Hogan Lovells closes tomorrow: Summer vacation scheme')));
      expect(sent).toHaveLength(1);
    }
  });
});
