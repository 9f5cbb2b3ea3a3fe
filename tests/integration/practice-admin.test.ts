import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceItems, practiceItemComments, reviewPracticeAttempts, reviewRequests, timedAttempts, practiceAttempts } from '@server/db/schema';
import { listFirmTestKinds } from '@server/features/practice-admin/firm-test-kinds';
import { upperLowerIndex } from '@server/features/practice-admin/item-statistics';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { choiceItem, closedAttempts, csvHeader, csvRow, rankItem, type NewPracticeItem } from '../support/practice-items';

type Item = { id: string; status: string; prompt: string; statistics: null | { attempts: number; shareCorrect: number; discrimination: number; mayNotSeparate: boolean } };

describe('practice items and forms written by coaches (API)', () => {
  let t: TestApp;
  let coach: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    t = await createTestApp();
    coach = await signedInMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, json?: unknown) =>
    t.request(`/api/admin/practice${path}`, { method, headers: { cookie: coach.cookie }, ...(json === undefined ? {} : { json }) });
  const created = async (body: NewPracticeItem = choiceItem()) => {
    const res = await send('POST', '/items', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Item;
  };
  const published = async (body?: NewPracticeItem) => {
    const item = await created(body);
    expect((await send('POST', `/items/${item.id}/publish`)).status).toBe(200);
    return item;
  };
  const listed = async (query = '') => ((await (await send('GET', `/items${query}`)).json()) as { items: Item[] }).items;
  const auditActions = async (id: string) => {
    const res = await t.request('/api/admin/audit', { headers: { cookie: coach.cookie } });
    return ((await res.json()) as { entries: { action: string; targetId: string }[] }).entries.filter((entry) => entry.targetId === id).map((entry) => entry.action);
  };

  it('refuses an item whose key does not fit its options, naming the field', async () => {
    const cases: [Partial<NewPracticeItem>, string][] = [
      [{ key: { format: 'choice', choice: 'C' } }, 'key.choice'],
      [{ section: undefined }, 'section'],
      [{ format: 'rank', key: { format: 'rank', order: ['A', 'B'] } }, 'format'],
      [{ options: [{ id: 'A', text: 'Only', rationale: 'One' }] }, 'options'],
      [{ options: [{ id: 'A', text: 'True', rationale: 'x' }, { id: 'A', text: 'False', rationale: 'y' }] }, 'options.1.id'],
    ];
    for (const [change, field] of cases) {
      const res = await send('POST', '/items', { ...choiceItem(), ...change });
      expect(res.status).toBe(400);
      expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toContain(field);
    }
    const sjt = { ...rankItem(), key: { format: 'rate', ratings: { tell: 4, fix: 2, wait: 5 } } };
    expect((await send('POST', '/items', { ...sjt, format: 'rate' })).status).toBe(400);
    expect((await send('POST', '/items', { ...rankItem(), section: 'inference' })).status).toBe(400);
  });

  it('edits a draft, never a published item, and changes a published one through a duplicate', async () => {
    const item = await created(choiceItem('A draft statement.'));
    const edited = await send('PUT', `/items/${item.id}`, choiceItem('An edited statement.'));
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as Item).prompt).toBe('An edited statement.');
    expect((await send('POST', `/items/${item.id}/publish`)).status).toBe(200);

    const refused = await send('PUT', `/items/${item.id}`, choiceItem('A change after publishing.'));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('Duplicate it as a new draft');
    const [stored] = await t.services.db.select().from(practiceItems).where(eq(practiceItems.id, item.id));
    expect(stored!.prompt).toBe('An edited statement.');
    expect((await send('POST', `/items/${item.id}/publish`)).status).toBe(409);

    const copy = (await (await send('POST', `/items/${item.id}/duplicate`)).json()) as Item;
    expect(copy).toMatchObject({ status: 'draft', prompt: 'An edited statement.' });
    expect(copy.id).not.toBe(item.id);
    expect((await send('POST', `/items/${item.id}/retire`)).status).toBe(200);
    expect((await send('POST', `/items/${item.id}/retire`)).status).toBe(409);
    expect(await auditActions(item.id)).toEqual(expect.arrayContaining(['practice.item.create', 'practice.item.update', 'practice.item.publish', 'practice.item.retire']));
    expect(await auditActions(copy.id)).toEqual(['practice.item.duplicate']);
    expect((await listed(`?status=retired`)).map((each) => each.id)).toContain(item.id);
    expect((await listed(`?status=draft&kind=critical-thinking`)).map((each) => each.id)).toContain(copy.id);
  });

  it('assembles forms from published items of their kind only, saying which item is wrong', async () => {
    const [first, second] = [await published(), await published()];
    const draft = await created();
    const sjt = await published(rankItem());
    const body = { kind: 'critical-thinking', title: 'Inference warm-up', minutes: 10, free: false, questionIds: [first.id, draft.id] };
    const unpublished = await send('POST', '/forms', body);
    expect(unpublished.status).toBe(400);
    expect(((await unpublished.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ questionIds: 'Item 2 is draft: a form holds published items only' });
    const otherKind = await send('POST', '/forms', { ...body, questionIds: [first.id, sjt.id] });
    expect(((await otherKind.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ questionIds: 'Item 2 is not a critical thinking item' });

    const form = (await (await send('POST', '/forms', { ...body, questionIds: [second.id, first.id] })).json()) as { id: string; status: string; questionIds: string[] };
    expect(form).toMatchObject({ status: 'draft', questionIds: [second.id, first.id] });
    expect((await send('PUT', `/forms/${form.id}`, { ...body, title: 'Renamed', questionIds: [first.id] })).status).toBe(200);
    expect((await send('POST', `/forms/${form.id}/publish`)).status).toBe(200);
    expect((await send('PUT', `/forms/${form.id}`, { ...body, questionIds: [first.id] })).status).toBe(409);
    const forms = ((await (await send('GET', '/forms')).json()) as { forms: { id: string; title: string; status: string; questions: number }[] }).forms;
    expect(forms.find((each) => each.id === form.id)).toMatchObject({ title: 'Renamed', status: 'published', questions: 1 });
    expect((await send('POST', `/forms/${form.id}/retire`)).status).toBe(200);
    expect(await auditActions(form.id)).toEqual(expect.arrayContaining(['practice.form.create', 'practice.form.update', 'practice.form.publish', 'practice.form.retire']));
  });

  it('fills the presets from published items: 8 per section for the full test, one section for a drill', async () => {
    const full = (await (await send('GET', '/forms/preset?name=full-test')).json()) as { title: string; minutes: number; questionIds: string[]; short: string[] };
    expect(full).toMatchObject({ title: 'Full test: 40 questions in 30 minutes', minutes: 30 });
    const publishedThinking = await listed('?kind=critical-thinking&status=published');
    const sectionOf = new Map(publishedThinking.map((each) => [each.id, (each as Item & { section: string }).section]));
    const perSection = new Map<string, number>();
    for (const id of full.questionIds) perSection.set(sectionOf.get(id) ?? 'not published', (perSection.get(sectionOf.get(id) ?? 'not published') ?? 0) + 1);
    expect(perSection.has('not published')).toBe(false);
    for (const [section, count] of perSection) expect(count, section).toBeLessThanOrEqual(8);
    expect(full.short).toHaveLength(5 - [...perSection.values()].filter((count) => count === 8).length);
    const drill = (await (await send('GET', '/forms/preset?name=section-drill&section=inference')).json()) as { minutes: number; questionIds: string[] };
    const inference = await listed('?section=inference&status=published');
    expect(drill.minutes).toBe(10);
    expect(new Set(drill.questionIds)).toEqual(new Set(inference.map((each) => each.id)));
    expect((await send('GET', '/forms/preset?name=section-drill')).status).toBe(400);
  });

  it('imports a CSV with one bad row: the rest become drafts, the bad row is named by its number and column and stored not at all', async () => {
    const good = { kind: 'critical-thinking', section: 'evaluation', format: 'choice', passage: 'A passage.', option1: 'Strong', rationale1: 'It is relevant.', option2: 'Weak', rationale2: 'It is not.', key: 'A' };
    const csv = [csvHeader, csvRow({ ...good, prompt: 'Imported first.' }), csvRow({ ...good, prompt: 'Imported with a bad key.', key: 'D' }), csvRow({ ...good, prompt: 'Imported third.' })].join('\r\n');
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'items.csv');
    const res = await t.request('/api/admin/practice/items/import', { method: 'POST', body, headers: { cookie: coach.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: 2, errors: [{ row: 3, field: 'key', message: 'The answer must be one of the options' }] });
    const prompts = (await listed('?section=evaluation')).map((each) => each.prompt);
    expect(prompts).toEqual(expect.arrayContaining(['Imported first.', 'Imported third.']));
    expect(prompts).not.toContain('Imported with a bad key.');

    const template = await t.request('/api/admin/practice/items/import/template', { headers: { cookie: coach.cookie } });
    expect(template.headers.get('content-type')).toContain('text/csv');
    expect((await template.text()).split('\r\n')[0]).toBe(csvHeader);
    const notMultipart = await t.request('/api/admin/practice/items/import', { method: 'POST', body: csv, headers: { cookie: coach.cookie, 'content-type': 'text/csv' } });
    expect(notMultipart.status).toBe(415);
  });

  it('keeps formula-like cells as typed, refuses a repeated item naming both rows, and reports an unterminated quote on its own row', async () => {
    const good = { kind: 'critical-thinking', section: 'interpretation', format: 'choice', passage: 'A passage read twice.', option1: 'Follows', rationale1: 'It does.', option2: 'Does not', rationale2: 'It does not.', key: 'A' };
    const csv = [
      csvHeader,
      csvRow({ ...good, prompt: '=2+2 is what the memo says.' }),
      csvRow({ ...good, prompt: 'Once only.' }),
      csvRow({ ...good, prompt: 'once   ONLY.', key: 'B' }),
      `"critical-thinking,interpretation,choice`,
      csvRow({ ...good, prompt: 'Lost after the stray quote.' }),
    ].join('\r\n');
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'items.csv');
    const res = await t.request('/api/admin/practice/items/import', { method: 'POST', body, headers: { cookie: coach.cookie } });
    expect(await res.json()).toEqual({
      imported: 2,
      errors: [
        { row: 4, field: 'prompt', message: 'Rows 3 and 4 are the same item (kind, passage and prompt): keep one of them' },
        {
          row: 5,
          field: 'file',
          message: 'Unterminated quote: the quote opened on line 5 is never closed, so this row and any after it could not be read. Close the quote and import them again',
        },
      ],
    });
    const prompts = (await listed('?section=interpretation')).map((each) => each.prompt);
    expect(prompts).toEqual(expect.arrayContaining(['=2+2 is what the memo says.', 'Once only.']));
    expect(prompts.filter((prompt) => /once\s+only|stray quote/i.test(prompt))).toEqual(['Once only.']);
  });

  it('shows an item’s statistics only once 20 closed attempts have answered it, flagging a weak index', async () => {
    const item = await published(choiceItem('An item for statistics.'));
    const credits = Array.from({ length: 19 }, (_, index) => (index % 2 === 0 ? 1 : 0));
    const shares = credits.map((_, index) => 1 - index / 20);
    await closedAttempts(t, { itemId: item.id, credits, shares });
    expect((await listed()).find((each) => each.id === item.id)!.statistics).toBeNull();

    await closedAttempts(t, { itemId: item.id, credits: [1], shares: [0.01] });
    const { statistics } = (await listed()).find((each) => each.id === item.id)!;
    const all = [...credits, 1].map((credit, index) => ({ attemptId: '', credit, share: [...shares, 0.01][index]! }));
    expect(statistics).toMatchObject({ attempts: 20, shareCorrect: 0.55, mayNotSeparate: true });
    expect(statistics!.discrimination).toBeCloseTo(upperLowerIndex(all)!);
  });

  it('leaves an open attempt out of the statistics', async () => {
    const item = await published(choiceItem('An item answered in open attempts.'));
    const { memberId } = await closedAttempts(t, { itemId: item.id, credits: Array(20).fill(1), shares: Array(20).fill(0.5) });
    const [one] = await t.services.db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, memberId));
    await t.services.db.update(timedAttempts).set({ status: 'open', closedAt: null }).where(eq(timedAttempts.id, one!.attemptId));
    expect((await listed()).find((each) => each.id === item.id)!.statistics).toBeNull();
  });

  it('records which kinds of online test a firm sets, for the application page', async () => {
    expect(await listFirmTestKinds(t.services.db, 'linklaters')).toEqual([]);
    const res = await send('PUT', '/firms/linklaters', { kinds: ['situational-judgement', 'critical-thinking'] });
    expect(res.status).toBe(200);
    expect(await listFirmTestKinds(t.services.db, 'linklaters')).toEqual(['critical-thinking', 'situational-judgement']);
    const firms = ((await (await send('GET', '/firms')).json()) as { firms: { slug: string; kinds: string[] }[] }).firms;
    expect(firms).toHaveLength(16);
    expect(firms.find((firm) => firm.slug === 'linklaters')!.kinds).toEqual(['critical-thinking', 'situational-judgement']);
    expect((await send('PUT', '/firms/no-such-firm', { kinds: [] })).status).toBe(404);
    expect((await send('PUT', '/firms/linklaters', { kinds: ['numerical'] })).status).toBe(400);
    expect(await auditActions('linklaters')).toEqual(['practice.firm-tests.set']);
  });

  it('lets the coach who claimed a review comment on an item of a practice attempt it covers', async () => {
    const item = await published(choiceItem('An item under review.'));
    const other = await published(choiceItem('An item of no attempt.'));
    const { memberId } = await closedAttempts(t, { itemId: item.id, credits: [0], shares: [0] });
    const [attempt] = await t.services.db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, memberId));
    const [review] = await t.services.db
      .insert(reviewRequests)
      .values({ userId: memberId, targetFirm: 'Practice', applicationType: 'training-contract', planId: 'monthly', dueAt: new Date(Date.now() + 86_400_000) })
      .returning();
    await t.services.db.insert(reviewPracticeAttempts).values({ reviewId: review!.id, attemptId: attempt!.attemptId });
    const comment = (text = 'Read the second premise again.', ids = { attemptId: attempt!.attemptId, itemId: item.id }) =>
      t.request(`/api/admin/reviews/${review!.id}/practice-comments`, { method: 'POST', headers: { cookie: coach.cookie }, json: { ...ids, text } });

    expect((await comment()).status).toBe(409);
    expect((await t.request(`/api/admin/reviews/${review!.id}/claim`, { method: 'POST', headers: { cookie: coach.cookie } })).status).toBe(200);
    const res = await comment();
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ itemId: item.id, text: 'Read the second premise again.' });
    expect((await comment('Wrong item', { attemptId: attempt!.attemptId, itemId: other.id })).status).toBe(400);
    const unrelated = await closedAttempts(t, { itemId: item.id, credits: [1], shares: [1] });
    const [notCovered] = await t.services.db.select().from(practiceAttempts).where(eq(practiceAttempts.userId, unrelated.memberId));
    expect((await comment('Not this one', { attemptId: notCovered!.attemptId, itemId: item.id })).status).toBe(400);
    const stored = await t.services.db.select().from(practiceItemComments).where(eq(practiceItemComments.reviewId, review!.id));
    expect(stored.map((each) => each.text)).toEqual(['Read the second premise again.']);
    expect(await auditActions(review!.id)).toContain('review.practice-comment.add');
  });

  it('is for coaches only', async () => {
    const member = await signedInMember(t);
    expect((await t.request('/api/admin/practice/items', { headers: { cookie: member.cookie } })).status).toBe(403);
    expect((await t.request('/api/admin/practice/items', { method: 'POST', headers: { cookie: member.cookie }, json: choiceItem() })).status).toBe(403);
  });
});
