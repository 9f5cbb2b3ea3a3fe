import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as coachDeadlinesAction } from '~/routes/coach-deadlines';
import { middleware as coachAreaMiddleware } from '~/routes/coach';
import { rowIntent } from '~/lib/forms/row-intent';
import { getViewer } from '@server/features/auth/viewer';
import { firms } from '@content/firms';
import { seedDeadlines } from '@content/deadlines-2026-27';
import { deadlines } from '@server/db/schema';
import { seedDatabase } from '@server/seed';
import { seedDeadlineId } from '@server/features/deadlines/seed-deadlines';
import { listDeadlinesForCoaches } from '@server/features/deadlines/list-deadlines';
import { daysAfter, ukToday } from '@server/platform/uk-calendar';
import { createTestApp, testOrigin, type TestApp } from '../support/test-app';
import { behindMiddleware, pageContext } from '../support/page-context';
import { signedInCallers } from '../support/factories';
import type { paths } from '../support/api-schema';

type NewDeadline = paths['/api/admin/deadlines']['post']['requestBody']['content']['application/json'];

type PublicDeadline = { id: string; firm: string; opportunity: string; opensOn: string | null; closesOn: string; rolling: boolean; url: string; checkedOn: string | null };

describe('deadlines calendar', () => {
  let t: TestApp;
  let callers: Awaited<ReturnType<typeof signedInCallers>>;
  beforeAll(async () => {
    t = await createTestApp();
    callers = await signedInCallers(t);
  });
  afterAll(() => t.close());

  const calendar = async (query = '') => {
    const res = await t.request(`/api/deadlines${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { deadlines: PublicDeadline[] }).deadlines;
  };
  const asCoach = (path: string, init: Parameters<TestApp['request']>[1] = {}) =>
    t.request(path, { method: 'POST', ...init, headers: { cookie: callers.coach! } });
  const addEntry = async (body: NewDeadline) => {
    const { data, error, response } = await t.apiClient(callers.coach).POST('/api/admin/deadlines', { body });
    expect(response.status, JSON.stringify(error)).toBe(201);
    return data as PublicDeadline & { firmSlug: string };
  };
  const auditActions = async (id: string) => {
    const { data } = await t.apiClient(callers.coach).GET('/api/admin/audit');
    return (data!.entries as { action: string; targetId: string }[]).filter((entry) => entry.targetId === id).map((entry) => entry.action);
  };

  it('is seeded with the 2026-27 cycle for all 16 firms, every entry needing a check, in the API’s shape', async () => {
    const entries = await calendar();
    expect(entries).toHaveLength(seedDeadlines.length);
    expect(new Set(entries.map((entry) => entry.firm))).toEqual(new Set(firms.map((firm) => firm.name)));
    expect(entries.every((entry) => entry.checkedOn === null)).toBe(true);
    expect(Object.keys(entries[0]!).sort()).toEqual(['checkedOn', 'closesOn', 'firm', 'id', 'opensOn', 'opportunity', 'rolling', 'url'].sort());
    expect(entries.map((entry) => entry.closesOn)).toEqual(entries.map((entry) => entry.closesOn).sort());
    const cc = entries.find((entry) => entry.firm === 'Clifford Chance' && entry.opportunity === 'training-contract');
    expect(cc).toMatchObject({ url: 'https://careers.cliffordchance.com/london/', rolling: false });
  });

  it('seeds again without duplicating entries or undoing a coach’s edit, check or retirement', async () => {
    const ccTraining = seedDeadlineId({ firmSlug: 'clifford-chance', opportunity: 'training-contract' });
    const skaddenOpenDay = seedDeadlineId({ firmSlug: 'skadden', opportunity: 'open-day' });
    expect((await asCoach(`/api/admin/deadlines/${ccTraining}`, { method: 'PATCH', json: { closesOn: '2027-07-30', confirmed: true } })).status).toBe(200);
    expect((await asCoach(`/api/admin/deadlines/${skaddenOpenDay}/retire`)).status).toBe(200);

    await seedDatabase({ ...t.services, config: { ...t.services.config, demo: false } });
    const rows = await t.services.db.select().from(deadlines);
    expect(rows).toHaveLength(seedDeadlines.length);
    expect(rows.find((row) => row.id === ccTraining)).toMatchObject({ closesOn: '2027-07-30', checkedOn: ukToday() });
    expect(rows.find((row) => row.id === skaddenOpenDay)?.retiredAt).not.toBeNull();
    expect((await calendar()).map((entry) => entry.id)).not.toContain(skaddenOpenDay);
  });

  it('filters by opportunity, firm group, firm and closing in the next 30 days', async () => {
    const training = await calendar('?opportunity=training-contract');
    expect(training.length).toBeGreaterThanOrEqual(16);
    expect(training.every((entry) => entry.opportunity === 'training-contract')).toBe(true);

    const usFirms = new Set(firms.filter((firm) => firm.group === 'us-firms').map((firm) => firm.name));
    const us = await calendar('?group=us-firms');
    expect(new Set(us.map((entry) => entry.firm))).toEqual(usFirms);

    const linklaters = await calendar('?firm=linklaters&opportunity=open-day');
    expect(linklaters.map((entry) => [entry.firm, entry.opportunity])).toEqual([['Linklaters', 'open-day']]);

    const today = ukToday();
    const soon = await addEntry({ firmSlug: 'travers-smith', opportunity: 'open-day', closesOn: daysAfter(today, 30) });
    const later = await addEntry({ firmSlug: 'travers-smith', opportunity: 'open-day', closesOn: daysAfter(today, 31) });
    const past = await addEntry({ firmSlug: 'travers-smith', opportunity: 'open-day', closesOn: daysAfter(today, -1) });
    const closing = (await calendar('?closing=soon')).map((entry) => entry.id);
    expect(closing).toContain(soon.id);
    expect(closing).not.toContain(later.id);
    expect(closing).not.toContain(past.id);
    for (const entry of await calendar('?closing=soon')) {
      expect(entry.closesOn >= today && entry.closesOn <= daysAfter(today, 30)).toBe(true);
    }

    // Values that name nothing are ignored, as an old link's would be.
    expect(await calendar('?group=nonsense&firm=no-such-firm&closing=yes')).toHaveLength((await calendar()).length);
    for (const entry of [soon, later, past]) await asCoach(`/api/admin/deadlines/${entry.id}/retire`);
  });

  it('lets a coach add, edit, check and retire entries, each in the audit log', async () => {
    const added = await addEntry({ firmSlug: 'macfarlanes', opportunity: 'vacation-scheme-winter', opensOn: '2026-09-01', closesOn: '2026-11-20' });
    expect(added).toMatchObject({ firm: 'Macfarlanes', url: 'https://www.macfarlanes.com/careers/early-careers/', rolling: false, checkedOn: null });

    const checked = await (await asCoach(`/api/admin/deadlines/${added.id}/check`)).json();
    expect(checked.checkedOn).toBe(ukToday());

    // An unconfirmed change makes the entry unchecked again; a confirmed one checks it.
    const edited = await (await asCoach(`/api/admin/deadlines/${added.id}`, { method: 'PATCH', json: { closesOn: '2026-11-27', rolling: true } })).json();
    expect(edited).toMatchObject({ closesOn: '2026-11-27', rolling: true, checkedOn: null });
    const confirmed = await (await asCoach(`/api/admin/deadlines/${added.id}`, { method: 'PATCH', json: { url: 'https://www.macfarlanes.com/winter', confirmed: true } })).json();
    expect(confirmed).toMatchObject({ url: 'https://www.macfarlanes.com/winter', checkedOn: ukToday() });
    expect((await calendar('?firm=macfarlanes')).find((entry) => entry.id === added.id)).toMatchObject({ closesOn: '2026-11-27', checkedOn: ukToday() });

    expect((await asCoach(`/api/admin/deadlines/${added.id}/retire`)).status).toBe(200);
    expect((await calendar()).map((entry) => entry.id)).not.toContain(added.id);
    // A retired entry is gone for coaches' writes too.
    expect((await asCoach(`/api/admin/deadlines/${added.id}/check`)).status).toBe(404);
    expect((await asCoach(`/api/admin/deadlines/${added.id}/retire`)).status).toBe(404);

    expect(await auditActions(added.id)).toEqual(['deadline.retire', 'deadline.update', 'deadline.update', 'deadline.check', 'deadline.add']);
  });

  it('keeps an entry checked today among those to check, so marking one leaves it in place on the coach page', async () => {
    const today = ukToday();
    const [early, late] = [await addEntry({ firmSlug: 'ashurst', opportunity: 'open-day', closesOn: '2031-01-10' }), await addEntry({ firmSlug: 'ashurst', opportunity: 'open-day', closesOn: '2031-01-20' })];
    const order = async (on: string) => (await listDeadlinesForCoaches(t.services.db, { today: on })).map((entry) => entry.id);
    const before = await order(today);
    expect(await asCoach(`/api/admin/deadlines/${early.id}/check`)).toHaveProperty('status', 200);
    expect(await order(today)).toEqual(before);
    // From tomorrow it is one of the checked ones, after every entry still to check.
    const tomorrow = await order(daysAfter(today, 1));
    expect(tomorrow.indexOf(early.id)).toBeGreaterThan(tomorrow.indexOf(late.id));
    const unchecked = (await listDeadlinesForCoaches(t.services.db, { today: daysAfter(today, 1) })).findLastIndex((entry) => !entry.checkedOn);
    expect(tomorrow.indexOf(early.id)).toBeGreaterThan(unchecked);
    await asCoach(`/api/admin/deadlines/${early.id}/retire`);
    await asCoach(`/api/admin/deadlines/${late.id}/retire`);
  });

  it('refuses bad input with a 400 naming each field', async () => {
    const bad = await asCoach('/api/admin/deadlines', {
      json: { firmSlug: 'no-such-firm', opportunity: 'internship', opensOn: '2027-02-30', closesOn: '', url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const { error } = await bad.json();
    expect(Object.keys(error.fields).sort()).toEqual(['closesOn', 'firmSlug', 'opensOn', 'opportunity', 'url']);
    expect(error.fields.closesOn).toBe('Choose a closing date');

    const backwards = await asCoach('/api/admin/deadlines', { json: { firmSlug: 'ashurst', opportunity: 'open-day', opensOn: '2027-03-01', closesOn: '2027-02-01' } });
    expect((await backwards.json()).error.fields).toEqual({ closesOn: 'The closing date must be on or after the opening date' });

    const id = seedDeadlineId({ firmSlug: 'ashurst', opportunity: 'open-day' });
    const backwardsEdit = await asCoach(`/api/admin/deadlines/${id}`, { method: 'PATCH', json: { closesOn: '2020-01-01' } });
    expect(backwardsEdit.status).toBe(400);
    expect((await backwardsEdit.json()).error.fields).toEqual({ closesOn: 'The closing date must be on or after the opening date' });
    expect((await asCoach(`/api/admin/deadlines/${id}`, { method: 'PATCH', json: {} })).status).toBe(400);
    expect((await asCoach(`/api/admin/deadlines/${id}`, { method: 'PATCH', json: { checkedOn: '2026-01-01' } })).status).toBe(400);
  });

  it('keeps the coach routes from visitors, members and subscribers', async () => {
    const id = seedDeadlineId({ firmSlug: 'freshfields', opportunity: 'training-contract' });
    const writes = [
      { path: '/api/admin/deadlines', method: 'POST', json: { firmSlug: 'freshfields', opportunity: 'open-day', closesOn: '2027-01-01' } },
      { path: `/api/admin/deadlines/${id}`, method: 'PATCH', json: { rolling: true } },
      { path: `/api/admin/deadlines/${id}/check`, method: 'POST', json: {} },
      { path: `/api/admin/deadlines/${id}/retire`, method: 'POST', json: {} },
    ];
    for (const [who, cookie, status] of [['visitor', undefined, 401], ['member', callers.member, 403], ['subscriber', callers.subscriber, 403]] as const) {
      for (const write of writes) {
        const res = await t.request(write.path, { method: write.method, json: write.json, headers: cookie ? { cookie } : {} });
        expect(res.status, `${write.method} ${write.path} as ${who}`).toBe(status);
      }
    }
    const [row] = await t.services.db.select().from(deadlines).where(eq(deadlines.id, id));
    expect(row).toMatchObject({ rolling: false, checkedOn: null, retiredAt: null });
  });

  it('takes the coach page’s forms through the same schemas and writes as the API', async () => {
    const coach = await getViewer(t.services, new Headers({ cookie: callers.coach! }));
    const post = async (fields: Record<string, string>, viewer = coach) => {
      const context = await pageContext({ services: t.services, viewer });
      const request = new Request(new URL('/coach/deadlines', testOrigin), { method: 'POST', headers: { origin: testOrigin }, body: new URLSearchParams(fields) });
      // Behind the coach area's guard, as the page is (a member is refused there, ADR 0038).
      const args = { request, context, params: {} } as never;
      return (await behindMiddleware(coachAreaMiddleware, args, () => coachDeadlinesAction(args))) as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    };

    const bad = await post({ intent: 'add', firmSlug: '', opportunity: 'open-day', opensOn: '', closesOn: '', url: 'not a url' });
    expect(bad.init?.status).toBe(400);
    expect(bad.data).toMatchObject({
      ok: false,
      fieldErrors: { firmSlug: 'Please choose a firm from the list', closesOn: 'Choose a closing date', url: expect.stringContaining('full address') },
      values: { opportunity: 'open-day', url: 'not a url' },
    });

    const added = await post({ intent: 'add', firmSlug: 'davis-polk', opportunity: 'open-day', opensOn: '', closesOn: '2027-03-01', rolling: 'on', url: '' });
    expect(added.data).toEqual({ ok: true, intent: 'add', message: 'Added: Davis Polk, Open day or insight scheme' });
    const entry = (await calendar('?firm=davis-polk&opportunity=open-day'))[0]!;
    expect(entry).toMatchObject({ closesOn: '2027-03-01', rolling: true, opensOn: null, checkedOn: null, url: 'https://www.davispolk.com/careers/london-trainees' });

    // An edit form sends every field: unticked boxes are false, an emptied opening date is cleared.
    const edited = await post({ intent: rowIntent('edit', entry.id), firmSlug: 'davis-polk', opportunity: 'open-day', opensOn: '', closesOn: '2027-03-05', url: entry.url, confirmed: 'on' });
    expect(edited.data).toMatchObject({ ok: true, message: 'Saved' });
    expect((await calendar('?firm=davis-polk&opportunity=open-day'))[0]).toMatchObject({ closesOn: '2027-03-05', rolling: false, checkedOn: ukToday() });

    expect((await post({ intent: rowIntent('retire', entry.id) })).data).toMatchObject({ ok: true, message: 'Retired: Davis Polk, Open day or insight scheme' });
    const gone = await post({ intent: rowIntent('check', entry.id) });
    expect(gone.init?.status).toBe(404);
    expect((await post({ intent: rowIntent('check', 'not-a-uuid') })).init?.status).toBe(404);
    expect((await post({ intent: 'nonsense' })).data).toMatchObject({ ok: false, formError: expect.stringContaining('out of date') });

    const member = await getViewer(t.services, new Headers({ cookie: callers.member! }));
    await expect(post({ intent: 'add' }, member)).rejects.toMatchObject({ init: { status: 403 } });
    expect(await auditActions(entry.id)).toEqual(['deadline.retire', 'deadline.update', 'deadline.add']);
  });
});
