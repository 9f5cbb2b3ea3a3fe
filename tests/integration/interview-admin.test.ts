import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewQuestions } from '@server/db/schema';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';

type Question = { id: string; text: string; prepareSeconds: number; answerSeconds: number; takes: number };
type CoachSet = { id: string; title: string; description: string; firm: { slug: string; name: string } | null; status: string; questions: Question[]; attemptCount: number };
type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

const question = (text: string, times: Partial<Omit<Question, 'id' | 'text'>> = {}) => ({ text, prepareSeconds: 30, answerSeconds: 90, takes: 1, ...times });

describe('video-interview question sets written by coaches (API)', () => {
  let t: TestApp;
  let coach: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    t = await createTestApp();
    coach = await signedInMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, json?: unknown, cookie = coach.cookie) =>
    t.request(`/api/admin/interviews${path}`, { method, headers: { cookie }, ...(json === undefined ? {} : { json }) });
  const answered = async <T = CoachSet>(response: Promise<Response>, status = 200) => {
    const res = await response;
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const draft = (title = 'Motivation drill', firmSlug?: string) => answered(send('POST', '/sets', { title, description: 'Three quick ones.', firmSlug }), 201);
  const withQuestions = async (title: string, texts: string[]) => {
    let set = await draft(title);
    for (const text of texts) set = await answered(send('POST', `/sets/${set.id}/questions`, question(text)), 201);
    return set;
  };
  const auditActions = async (id: string) => {
    const { entries } = await answered<{ entries: { action: string; targetId: string }[] }>(t.request('/api/admin/audit', { headers: { cookie: coach.cookie } }));
    return entries.filter((entry) => entry.targetId === id).map((entry) => entry.action);
  };
  const subscriber = async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    return member;
  };
  const memberSetIds = async (cookie: string) =>
    (await answered<{ sets: { id: string }[] }>(t.request('/api/interviews/sets', { headers: { cookie } }))).sets.map((set) => set.id);

  it('refuses a set or a question outside the bounds, naming each field', async () => {
    const set = await answered<Refusal>(send('POST', '/sets', { title: '', firmSlug: 'no-such-firm' }), 400);
    expect(set.error.fields).toEqual({ title: 'Give the set a title', firmSlug: 'Choose a firm from the list, or none for a generic set' });

    const { id } = await draft();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [question('Short answer', { answerSeconds: 20 }), { answerSeconds: 'Allow at least 30 seconds to answer' }],
      [question('Long answer', { answerSeconds: 181 }), { answerSeconds: 'Allow at most 180 seconds (3 minutes) to answer' }],
      [question('Long preparation', { prepareSeconds: 61 }), { prepareSeconds: 'Allow at most 60 seconds to prepare' }],
      [question('Too many takes', { takes: 4 }), { takes: 'Allow 1, 2 or 3 takes' }],
      [question('   '), { text: 'Write the question' }],
      [{ ...question('Half a second'), prepareSeconds: 0.5 }, { prepareSeconds: 'Give the preparation time in whole seconds' }],
    ];
    for (const [body, fields] of cases) expect((await answered<Refusal>(send('POST', `/sets/${id}/questions`, body), 400)).error.fields).toEqual(fields);
    expect((await answered(send('GET', `/sets/${id}`))).questions).toEqual([]);
  });

  it('writes a draft: its fields, then questions added, edited, reordered and removed, each audit-logged', async () => {
    const created = await draft('Firm drill', 'linklaters');
    expect(created).toMatchObject({ status: 'draft', firm: { slug: 'linklaters', name: 'Linklaters' }, questions: [], attemptCount: 0 });
    const renamed = await answered(send('PUT', `/sets/${created.id}`, { title: 'Generic drill', description: '', firmSlug: null }));
    expect(renamed).toMatchObject({ title: 'Generic drill', description: '', firm: null });

    let set = renamed;
    for (const text of ['First?', 'Second?', 'Third?']) set = await answered(send('POST', `/sets/${created.id}/questions`, question(text)), 201);
    const [first, second, third] = set.questions.map((each) => each.id) as [string, string, string];
    set = await answered(send('PUT', `/sets/${created.id}/questions/${second}`, question('Second, edited?', { prepareSeconds: 0, answerSeconds: 180, takes: 3 })));
    expect(set.questions[1]).toEqual({ id: second, text: 'Second, edited?', prepareSeconds: 0, answerSeconds: 180, takes: 3 });

    set = await answered(send('PUT', `/sets/${created.id}/question-order`, { questionIds: [third, first, second] }));
    expect(set.questions.map((each) => each.text)).toEqual(['Third?', 'First?', 'Second, edited?']);
    const stale = await answered<Refusal>(send('PUT', `/sets/${created.id}/question-order`, { questionIds: [third, first] }), 400);
    expect(stale.error.fields?.questionIds).toContain('must list each of the set’s questions once');

    set = await answered(send('DELETE', `/sets/${created.id}/questions/${first}`));
    expect(set.questions.map((each) => each.text)).toEqual(['Third?', 'Second, edited?']);
    const positions = await t.services.db.select({ position: interviewQuestions.position }).from(interviewQuestions).where(eq(interviewQuestions.setId, created.id));
    expect(positions.map((row) => row.position).sort()).toEqual([0, 1]);

    expect(await auditActions(created.id)).toEqual(
      expect.arrayContaining([
        'interview.set.create',
        'interview.set.update',
        'interview.question.add',
        'interview.question.update',
        'interview.questions.reorder',
        'interview.question.remove',
      ]),
    );
    const { sets } = await answered<{ sets: { id: string; status: string; questionCount: number; attemptCount: number }[] }>(send('GET', '/sets'));
    expect(sets.find((each) => each.id === created.id)).toMatchObject({ status: 'draft', questionCount: 2, attemptCount: 0 });
  });

  it('publishes only a set with a question, then never edits it; a duplicate is the way to change it', async () => {
    const empty = await draft('Nothing yet');
    const refused = await answered<Refusal>(send('POST', `/sets/${empty.id}/publish`), 409);
    expect(refused.error.message).toBe('Add at least one question before publishing: a member would have nothing to answer.');

    const set = await withQuestions('Published drill', ['Why law?', 'Why us?']);
    const published = await answered(send('POST', `/sets/${set.id}/publish`));
    expect(published.status).toBe('published');
    expect((await answered<Refusal>(send('POST', `/sets/${set.id}/publish`), 409)).error.message).toBe('This set is published, so it cannot be published.');

    const questionId = set.questions[0]!.id;
    const edits: [string, string, unknown?][] = [
      ['PUT', `/sets/${set.id}`, { title: 'Changed' }],
      ['POST', `/sets/${set.id}/questions`, question('Another?')],
      ['PUT', `/sets/${set.id}/questions/${questionId}`, question('Changed?')],
      ['DELETE', `/sets/${set.id}/questions/${questionId}`],
      ['PUT', `/sets/${set.id}/question-order`, { questionIds: [set.questions[1]!.id, questionId] }],
    ];
    for (const [method, path, body] of edits) {
      const res = await answered<Refusal>(send(method, path, body), 409);
      expect(res.error.message, `${method} ${path}`).toBe('A published set cannot be edited: members’ attempts point at its questions. Duplicate it as a new draft instead.');
    }
    expect((await answered(send('GET', `/sets/${set.id}`))).questions.map((each) => each.text)).toEqual(['Why law?', 'Why us?']);

    const copy = await answered(send('POST', `/sets/${set.id}/duplicate`), 201);
    expect(copy).toMatchObject({ status: 'draft', title: 'Published drill' });
    expect(copy.id).not.toBe(set.id);
    expect(copy.questions.map((each) => each.text)).toEqual(['Why law?', 'Why us?']);
    expect(copy.questions.map((each) => each.id)).not.toContain(questionId);
    await answered(send('PUT', `/sets/${copy.id}/questions/${copy.questions[0]!.id}`, question('Why law, really?')));
    expect((await answered(send('GET', `/sets/${set.id}`))).questions[0]!.text).toBe('Why law?');

    expect(await auditActions(set.id)).toEqual(expect.arrayContaining(['interview.set.publish']));
    expect(await auditActions(copy.id)).toEqual(expect.arrayContaining(['interview.set.duplicate', 'interview.question.update']));
  });

  it('retires a set: members stop seeing and starting it, and an attempt already started keeps working', async () => {
    const member = await subscriber();
    const set = await withQuestions('Soon retired', ['Tell us about yourself.']);
    await answered(send('POST', `/sets/${set.id}/publish`));
    expect(await memberSetIds(member.cookie)).toContain(set.id);
    const attempt = await answered<{ id: string }>(t.request('/api/interviews/attempts', { method: 'POST', headers: { cookie: member.cookie }, json: { setId: set.id } }), 201);
    expect((await answered<{ attemptCount: number }>(send('GET', `/sets/${set.id}`))).attemptCount).toBe(1);

    expect((await answered(send('POST', `/sets/${set.id}/retire`))).status).toBe('retired');
    expect(await memberSetIds(member.cookie)).not.toContain(set.id);
    expect((await t.request('/api/interviews/attempts', { method: 'POST', headers: { cookie: member.cookie }, json: { setId: set.id } })).status).toBe(404);
    const reread = await answered<{ set: { title: string; questions: { text: string }[] } }>(t.request(`/api/interviews/attempts/${attempt.id}`, { headers: { cookie: member.cookie } }));
    expect(reread.set).toMatchObject({ title: 'Soon retired', questions: [{ text: 'Tell us about yourself.' }] });

    expect((await answered<Refusal>(send('POST', `/sets/${set.id}/retire`), 409)).error.message).toBe('This set is retired, so it cannot be retired.');
    expect((await answered<Refusal>(send('PUT', `/sets/${set.id}`, { title: 'Changed' }), 409)).error.message).toBe('A retired set cannot be edited. Duplicate it as a new draft instead.');
    expect(await auditActions(set.id)).toEqual(expect.arrayContaining(['interview.set.retire']));
  });

  it('answers 404 for an unknown set, an unknown question, and a question of another set', async () => {
    const unknown = crypto.randomUUID();
    const lookups: [string, string, unknown?][] = [
      ['GET', `/sets/${unknown}`],
      ['PUT', `/sets/${unknown}`, { title: 'Anything' }],
      ['POST', `/sets/${unknown}/questions`, question('Anything?')],
      ['PUT', `/sets/${unknown}/question-order`, { questionIds: [unknown] }],
      ['POST', `/sets/${unknown}/publish`],
      ['POST', `/sets/${unknown}/retire`],
      ['POST', `/sets/${unknown}/duplicate`],
      ['GET', '/sets/not-a-uuid'],
    ];
    for (const [method, path, body] of lookups) expect((await send(method, path, body)).status, `${method} ${path}`).toBe(404);

    const mine = await withQuestions('Mine', ['Mine?']);
    const other = await withQuestions('Other', ['Other?']);
    const foreign = other.questions[0]!.id;
    for (const [method, body] of [['PUT', question('Moved?')], ['DELETE', undefined]] as const) {
      const res = await answered<Refusal>(send(method, `/sets/${mine.id}/questions/${foreign}`, body), 404);
      expect(res.error.message).toBe('No such question in this set');
    }
    expect((await send('DELETE', `/sets/${mine.id}/questions/${unknown}`)).status).toBe(404);
    expect((await answered(send('GET', `/sets/${other.id}`))).questions[0]!.text).toBe('Other?');
  });

  it('is for coaches only: a member, even a subscriber, is refused every operation (403)', async () => {
    const member = await subscriber();
    const set = await withQuestions('Coaches only', ['Why?']);
    const questionId = set.questions[0]!.id;
    const operations: [string, string, unknown?][] = [
      ['GET', '/sets'],
      ['POST', '/sets', { title: 'By a member' }],
      ['GET', `/sets/${set.id}`],
      ['PUT', `/sets/${set.id}`, { title: 'By a member' }],
      ['POST', `/sets/${set.id}/questions`, question('By a member?')],
      ['PUT', `/sets/${set.id}/questions/${questionId}`, question('By a member?')],
      ['DELETE', `/sets/${set.id}/questions/${questionId}`],
      ['PUT', `/sets/${set.id}/question-order`, { questionIds: [questionId] }],
      ['POST', `/sets/${set.id}/publish`],
      ['POST', `/sets/${set.id}/retire`],
      ['POST', `/sets/${set.id}/duplicate`],
    ];
    for (const [method, path, body] of operations) expect((await send(method, path, body, member.cookie)).status, `${method} ${path}`).toBe(403);
    expect(await answered(send('GET', `/sets/${set.id}`))).toMatchObject({ title: 'Coaches only', status: 'draft', questions: [{ text: 'Why?' }] });
  });
});
