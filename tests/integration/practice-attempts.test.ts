import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { practiceAnswers, practiceItems, timedAttempts, userSettings } from '@server/db/schema';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { findAnswerCheck } from '@server/features/practice/answer-checks';
import { timedAttemptClosers } from '@server/features/practice/practice-attempts';
import { seedPracticeFormId } from '@server/features/practice/seed-practice';
import { sweepExpiredAttempts } from '@server/features/timed-attempts/timed-attempts';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { choiceOptions, publishedItem } from '../support/practice-factories';

/*
 * Timed practice through the API, on the server's clock: the clock is moved (Date only; timers
 * stay real), never waited for.
 */
const diagnostic = seedPracticeFormId('critical-thinking-diagnostic');
const fullTest = seedPracticeFormId('critical-thinking-full');
const situational = seedPracticeFormId('situational-judgement-law-firm');

type Question = { id: string; format: string; options: { id: string; text: string }[]; passage: string };
type Started = { id: string; deadline: string | null; questions: Question[] };

describe('timed practice attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const clockAt = (instant: Date) => vi.useFakeTimers({ toFake: ['Date'], now: instant });
  /** A whole second soon after now: sessions signed in now stay valid. */
  const soon = () => new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000);
  const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

  const subscriber = async () => {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    return member;
  };
  const setTimeFactor = async (userId: string, timeFactor: number | null) => {
    await t.services.db.insert(userSettings).values({ userId, timeFactor }).onConflictDoUpdate({ target: userSettings.userId, set: { timeFactor } });
  };
  const start = (cookie: string, formId: string) => t.request('/api/practice/attempts', { method: 'POST', headers: { cookie }, json: { formId } });
  const started = async (cookie: string, formId: string) => {
    const res = await start(cookie, formId);
    expect(res.status).toBe(201);
    return (await res.json()) as Started;
  };
  const read = (cookie: string, id: string) => t.request(`/api/practice/attempts/${id}`, { headers: { cookie } });
  const answer = (cookie: string, id: string, questionId: string, value: unknown) =>
    t.request(`/api/practice/attempts/${id}/answers/${questionId}`, { method: 'PUT', headers: { cookie }, json: { answer: value } });
  const submit = (cookie: string, id: string) => t.request(`/api/practice/attempts/${id}/submit`, { method: 'POST', headers: { cookie } });

  it('lists the published forms with their question counts; the diagnostic is free', async () => {
    const { cookie } = await signedInMember(t);
    const { forms } = (await (await t.request('/api/practice/forms', { headers: { cookie } })).json()) as {
      forms: { id: string; title: string; questions: number; minutes: number; free: boolean; kind: string; available: boolean }[];
    };
    const byId = new Map(forms.map((form) => [form.id, form]));
    expect(byId.get(diagnostic)).toMatchObject({ title: 'Critical thinking: diagnostic', questions: 10, minutes: 8, free: true, available: true });
    expect(byId.get(fullTest)).toMatchObject({ title: 'Critical thinking: full practice test', questions: 40, minutes: 30, free: false, available: false });
    expect(byId.get(situational)).toMatchObject({ kind: 'situational-judgement', questions: 6, free: false });
    expect(forms.filter((form) => form.title.startsWith('Critical thinking drill:'))).toHaveLength(5);
  });

  it('lets a member without a plan take the diagnostic and refuses the rest with a 403 that says why', async () => {
    const { cookie } = await signedInMember(t);
    expect((await start(cookie, diagnostic)).status).toBe(201);
    const refused = await start(cookie, fullTest);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/premium subscription.*diagnostic test is free/);
    expect((await start(cookie, situational)).status).toBe(403);
    expect((await start(cookie, '0b7c6a3e-5f1d-4c2a-9e8b-3d4f5a6b7c8d')).status).toBe(404);
  });

  it('gives the questions without keys or rationales, with their passage', async () => {
    const { cookie } = await subscriber();
    const attempt = await started(cookie, fullTest);
    expect(attempt.questions).toHaveLength(40);
    expect(attempt.questions[0]).toMatchObject({ section: 'inference', format: 'choice' });
    expect(attempt.questions[0]!.passage).toContain('Harcourt & Wray');
    expect(attempt.questions[0]!.options.map((option) => option.text)).toEqual(['True', 'Probably true', 'Insufficient data', 'Probably false', 'False']);
    const body = JSON.stringify(attempt);
    expect(body).not.toContain('rationale');
    expect(body).not.toContain('"key"');
  });

  it('resumes an attempt reopened 10 minutes later with 20 minutes left and the answers given', async () => {
    const { cookie } = await subscriber();
    const startedAt = soon();
    clockAt(startedAt);
    const attempt = await started(cookie, fullTest);
    expect(attempt.deadline).toBe(minutesAfter(startedAt, 30).toISOString());
    const first = attempt.questions[0]!;
    expect((await answer(cookie, attempt.id, first.id, 'true')).status).toBe(200);

    clockAt(minutesAfter(startedAt, 10));
    const resumed = await (await read(cookie, attempt.id)).json();
    expect(resumed).toMatchObject({ status: 'open', timeLeftSeconds: 20 * 60, deadline: attempt.deadline, answers: { [first.id]: 'true' } });
  });

  it('gives 45 minutes for a 30-minute form at ×1.5, and no deadline when untimed', async () => {
    const member = await subscriber();
    const startedAt = soon();
    clockAt(startedAt);
    await setTimeFactor(member.id, 1.5);
    const stretched = await started(member.cookie, fullTest);
    expect(stretched.deadline).toBe(minutesAfter(startedAt, 45).toISOString());
    expect((await submit(member.cookie, stretched.id)).status).toBe(200);

    await setTimeFactor(member.id, null);
    const untimed = await started(member.cookie, fullTest);
    expect(untimed.deadline).toBeNull();
    clockAt(minutesAfter(startedAt, 300));
    const later = await (await read(member.cookie, untimed.id)).json();
    expect(later).toMatchObject({ status: 'open', timeLeftSeconds: null, deadline: null });
    expect((await answer(member.cookie, untimed.id, untimed.questions[0]!.id, 'false')).status).toBe(200);
  });

  it('runs one attempt of a form at a time: a second start returns the running one with its answers, and after it ends a start is new', async () => {
    const { cookie } = await subscriber();
    const startedAt = soon();
    clockAt(startedAt);
    const first = await started(cookie, diagnostic);
    expect(first).toMatchObject({ resumed: false });
    expect((await answer(cookie, first.id, first.questions[0]!.id, 'false')).status).toBe(200);

    clockAt(minutesAfter(startedAt, 2));
    const again = await start(cookie, diagnostic);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: first.id,
      resumed: true,
      status: 'open',
      timeLeftSeconds: 6 * 60,
      answers: { [first.questions[0]!.id]: 'false' },
    });
    // Another form is another attempt.
    expect((await start(cookie, fullTest)).status).toBe(201);

    // Past its deadline (8 minutes), the first is over: a start is a new attempt.
    clockAt(minutesAfter(startedAt, 9));
    const next = await started(cookie, diagnostic);
    expect(next.id).not.toBe(first.id);
    expect((await (await read(cookie, first.id)).json()).status).toBe('expired');
  });

  it('starts one attempt when two starts of a form arrive at once', async () => {
    const { cookie } = await subscriber();
    const [one, two] = await Promise.all([start(cookie, fullTest), start(cookie, fullTest)]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect((await one.json()).id).toBe((await two.json()).id);
  });

  it('refuses an answer after the deadline with a 409 and closes the attempt with the answers given', async () => {
    const { cookie } = await subscriber();
    const startedAt = soon();
    clockAt(startedAt);
    const attempt = await started(cookie, diagnostic);
    const [first, second] = attempt.questions;
    // The diagnostic's first item is keyed True.
    await answer(cookie, attempt.id, first!.id, 'true');

    clockAt(minutesAfter(startedAt, 8));
    const late = await answer(cookie, attempt.id, second!.id, 'probably-true');
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toMatch(/time for this attempt ran out/);

    const closed = await (await read(cookie, attempt.id)).json();
    expect(closed).toMatchObject({ status: 'expired', timeLeftSeconds: 0, answers: { [first!.id]: 'true' }, score: 1, maxScore: 10 });
    expect(closed.answers[second!.id]).toBeUndefined();
    expect((await submit(cookie, attempt.id)).status).toBe(200);
    expect((await (await read(cookie, attempt.id)).json()).status).toBe('expired');
  });

  it('closes and scores an abandoned attempt in the sweep, though its member never comes back', async () => {
    const { cookie } = await subscriber();
    const startedAt = soon();
    clockAt(startedAt);
    const attempt = await started(cookie, diagnostic);
    await answer(cookie, attempt.id, attempt.questions[0]!.id, 'true');
    vi.useRealTimers();

    expect(await sweepExpiredAttempts(t.services, { closers: timedAttemptClosers, now: minutesAfter(startedAt, 7) })).toBe(0);
    expect(await sweepExpiredAttempts(t.services, { closers: timedAttemptClosers, now: minutesAfter(startedAt, 9) })).toBeGreaterThanOrEqual(1);
    const [row] = await t.services.db.select().from(timedAttempts).where(eq(timedAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'expired' });
    const [credit] = await t.services.db.select().from(practiceAnswers).where(eq(practiceAnswers.attemptId, attempt.id));
    expect(credit?.credit).toBe(1);
  });

  it('shows keys, rationales and section scores after submission only; submitting again returns the same result', async () => {
    const { cookie } = await subscriber();
    const attempt = await started(cookie, diagnostic);
    const open = await (await read(cookie, attempt.id)).json();
    expect(open.result).toBeUndefined();
    expect(JSON.stringify(open)).not.toContain('rationale');

    for (const question of attempt.questions.slice(0, 2)) await answer(cookie, attempt.id, question.id, 'true');
    const result = await (await submit(cookie, attempt.id)).json();
    // Items 1 and 2 are inference, keyed True and Probably true.
    expect(result.score).toBe(1);
    expect(result.maxScore).toBe(10);
    expect(result.sections.map((section: { name: string }) => section.name)).toEqual([
      'Inference',
      'Recognition of assumptions',
      'Deduction',
      'Interpretation',
      'Evaluation of arguments',
    ]);
    expect(result.sections[0]).toEqual({ name: 'Inference', score: 1, maxScore: 2 });
    expect(await (await submit(cookie, attempt.id)).json()).toEqual(result);

    const closed = await (await read(cookie, attempt.id)).json();
    expect(closed).toMatchObject({ status: 'submitted', result, score: 1 });
    expect(closed.items[1]).toMatchObject({ answer: 'true', credit: 0, key: { format: 'choice', choice: 'probably-true' } });
    expect(closed.items[1].options[1].rationale).toMatch(/^The answer\./);
    expect((await answer(cookie, attempt.id, attempt.questions[2]!.id, 'made')).status).toBe(409);
  });

  it('lets no answer land after a submit sent at the same time: each is saved and scored, or refused', async () => {
    const { cookie } = await subscriber();
    const attempt = await started(cookie, fullTest);
    // The first eight are inference items, which take "true".
    const saves = attempt.questions.slice(0, 8).map((question) => answer(cookie, attempt.id, question.id, 'true'));
    const [submitted, ...answered] = await Promise.all([submit(cookie, attempt.id), ...saves]);
    expect(submitted!.status).toBe(200);
    expect(answered.map((res) => res.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const rows = await t.services.db.select().from(practiceAnswers).where(eq(practiceAnswers.attemptId, attempt.id));
    // Scoring gives every answer present when the attempt closed its credit; a later one would have none.
    expect(rows.filter((row) => row.credit === null)).toEqual([]);
    expect(rows).toHaveLength(answered.filter((res) => res.status === 200).length);
  });

  it('gives partial credit on each situational-judgement format through the API', async () => {
    const { cookie } = await subscriber();
    const attempt = await started(cookie, situational);
    const byFormat = (format: string) => attempt.questions.filter((question) => question.format === format);
    const [competing, wrongEmail] = byFormat('most-least');
    const [colleague, upsetClient] = byFormat('rate');
    const [folder, backdating] = byFormat('rank');
    // Most right, least wrong: 0.5. Both right: 1.
    await answer(cookie, attempt.id, competing!.id, ['a', 'b']);
    await answer(cookie, attempt.id, wrongEmail!.id, ['a', 'd']);
    // Key 4,1,2,3: one rating 1 away → (1 + 1 + 2/3 + 1) / 4.
    await answer(cookie, attempt.id, colleague!.id, [4, 1, 3, 3]);
    // Key 4,2,1,3 and all ratings 3 away or right: a 1 (0), b 2 (1), c 1 (1), d 3 (1) → 0.75.
    await answer(cookie, attempt.id, upsetClient!.id, [1, 2, 1, 3]);
    // Key a,b,c,d: a and b swapped → (2/3 + 2/3 + 1 + 1) / 4.
    await answer(cookie, attempt.id, folder!.id, ['b', 'a', 'c', 'd']);
    // Key a..e, all right.
    await answer(cookie, attempt.id, backdating!.id, ['a', 'b', 'c', 'd', 'e']);

    const result = await (await submit(cookie, attempt.id)).json();
    expect(result.sections).toEqual([
      { name: 'Most and least effective', score: 1.5, maxScore: 2 },
      { name: 'Rating responses', score: 1.67, maxScore: 2 },
      { name: 'Ranking responses', score: 1.83, maxScore: 2 },
    ]);
    expect(result).toMatchObject({ score: 5, maxScore: 6 });
  });

  it('refuses answers that do not fit the question, naming the field, and questions not in the attempt', async () => {
    const { cookie } = await subscriber();
    const attempt = await started(cookie, situational);
    const rate = attempt.questions.find((question) => question.format === 'rate')!;
    const rank = attempt.questions.find((question) => question.format === 'rank')!;
    const refusal = async (res: Response) => ({ status: res.status, fields: (await res.json()).error.fields });
    expect(await refusal(await answer(cookie, attempt.id, rate.id, [1, 2, 3]))).toEqual({ status: 400, fields: { answer: 'Rate each of the 4 responses' } });
    expect(await refusal(await answer(cookie, attempt.id, rate.id, [1, 2, 3, 5]))).toEqual({ status: 400, fields: { 'answer.3': 'Rate each response from 1 to 4' } });
    expect(await refusal(await answer(cookie, attempt.id, rank.id, ['a', 'a', 'b', 'c']))).toEqual({ status: 400, fields: { answer: 'Rank each response once' } });
    expect(await refusal(await answer(cookie, attempt.id, rank.id, 'zz'))).toMatchObject({ status: 400 });
    expect((await answer(cookie, attempt.id, '0b7c6a3e-5f1d-4c2a-9e8b-3d4f5a6b7c8d', 'a')).status).toBe(404);
  });

  it('says nothing about an item outside the member’s own attempt: a draft’s id answers 404 whatever the attempt', async () => {
    const { cookie } = await subscriber();
    const other = await subscriber();
    const attempt = await started(cookie, diagnostic);
    const [draft] = await t.services.db
      .insert(practiceItems)
      .values({ kind: 'situational-judgement', format: 'rate', passage: 'A draft.', prompt: 'Not yet published.', options: choiceOptions, key: { format: 'rate', ratings: {} }, explanation: 'Why.' })
      .returning({ id: practiceItems.id });
    const noSuchAttempt = '0b7c6a3e-5f1d-4c2a-9e8b-3d4f5a6b7c8d';
    const refused = [
      await answer(cookie, noSuchAttempt, draft!.id, 'a'),
      await answer(other.cookie, attempt.id, draft!.id, 'a'),
      await answer(cookie, attempt.id, draft!.id, 'a'),
      await answer(other.cookie, attempt.id, attempt.questions[0]!.id, ['not', 'an', 'answer']),
    ];
    const bodies = await Promise.all(refused.map(async (res) => ({ status: res.status, body: JSON.stringify(await res.json()) })));
    expect(bodies.map((refusal) => refusal.status)).toEqual([404, 404, 404, 404]);
    for (const { body } of bodies) expect(body).not.toMatch(/rate|respons|fields/i);
  });

  it('keeps the answer check of a published item in memory (it is never edited), and never a draft’s', async () => {
    const published = await publishedItem(t, { kind: 'critical-thinking', format: 'choice', prompt: 'Kept in memory.', key: { format: 'choice', choice: 'follows' } });
    const [draft] = await t.services.db
      .insert(practiceItems)
      .values({ kind: 'critical-thinking', section: 'deduction', format: 'choice', passage: 'A draft.', prompt: 'Still edited.', options: choiceOptions, key: { format: 'choice', choice: 'follows' }, explanation: 'Why.' })
      .returning({ id: practiceItems.id });
    const check = await findAnswerCheck(t.services, published);
    expect(t.services.answerChecks.get(published)).toBe(check);
    expect(check?.safeParse({ answer: 'follows' }).success).toBe(true);
    expect(check?.safeParse({ answer: 'probably-true' }).success).toBe(false);
    expect(await findAnswerCheck(t.services, draft!.id)).toBeDefined();
    expect(t.services.answerChecks.get(draft!.id)).toBeUndefined();
    expect(await findAnswerCheck(t.services, '0b7c6a3e-5f1d-4c2a-9e8b-3d4f5a6b7c8d')).toBeUndefined();
  });

  it('keeps each member’s attempts their own: another member’s is a 404 to read, answer or submit', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const attempt = await started(owner.cookie, diagnostic);
    expect((await read(other.cookie, attempt.id)).status).toBe(404);
    expect((await answer(other.cookie, attempt.id, attempt.questions[0]!.id, 'true')).status).toBe(404);
    expect((await submit(other.cookie, attempt.id)).status).toBe(404);
    expect((await read(owner.cookie, attempt.id)).status).toBe(200);
  });

  it('lists the member’s attempts newest first with their scores: the trend', async () => {
    const { cookie } = await subscriber();
    const first = await started(cookie, diagnostic);
    await answer(cookie, first.id, first.questions[0]!.id, 'true');
    await submit(cookie, first.id);
    const second = await started(cookie, diagnostic);
    const { attempts } = await (await t.request('/api/practice/attempts', { headers: { cookie } })).json();
    expect(attempts.map((entry: { id: string }) => entry.id)).toEqual([second.id, first.id]);
    expect(attempts[1]).toMatchObject({ formTitle: 'Critical thinking: diagnostic', status: 'submitted', score: 1, maxScore: 10 });
    expect(attempts[0]).toMatchObject({ status: 'open', score: null });
  });

  it('sends a closed attempt for review within the monthly allowance, never an open one', async () => {
    const { cookie } = await subscriber();
    const attempt = await started(cookie, diagnostic);
    const review = (notes?: string) =>
      t.request(`/api/practice/attempts/${attempt.id}/review`, { method: 'POST', headers: { cookie }, json: notes ? { notes } : {} });
    expect((await review()).status).toBe(409);
    await submit(cookie, attempt.id);
    const sent = await review('Where did I go wrong on deduction?');
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const reviews = await (await t.request('/api/reviews', { headers: { cookie } })).json();
    expect(reviews.reviews.map((entry: { id: string }) => entry.id)).toContain(id);
    expect(reviews.quota.used).toBe(1);
    const again = await review();
    expect(again.status, 'a second request would spend another review on the same work').toBe(409);
    expect((await again.json()).error.message).toBe('This attempt is already with the coaches: see it in your reviews.');
    expect((await (await t.request('/api/reviews', { headers: { cookie } })).json()).quota.used).toBe(1);
  });

  it('shows the member the review their attempt is in and the coach’s comment beside its item', async () => {
    const { cookie } = await subscriber();
    const coach = await signedInMember(t, { role: 'admin' });
    const attempt = await started(cookie, diagnostic);
    await submit(cookie, attempt.id);
    const { id: reviewId } = await (await t.request(`/api/practice/attempts/${attempt.id}/review`, { method: 'POST', headers: { cookie }, json: {} })).json();
    expect((await t.request(`/api/admin/reviews/${reviewId}/claim`, { method: 'POST', headers: { cookie: coach.cookie } })).status).toBe(200);
    const first = attempt.questions[0]!;
    const second = attempt.questions[1]!;
    const commented = await t.request(`/api/admin/reviews/${reviewId}/practice-comments`, {
      method: 'POST',
      headers: { cookie: coach.cookie },
      json: { attemptId: attempt.id, itemId: second.id, text: 'Read the premise again: it says most, not all.' },
    });
    expect(commented.status).toBe(201);

    const read = await (await t.request(`/api/practice/attempts/${attempt.id}`, { headers: { cookie } })).json();
    expect(read.reviews).toEqual([expect.objectContaining({ id: reviewId })]);
    const byId = new Map(read.items.map((item: { id: string; comments: { text: string }[] }) => [item.id, item.comments.map((comment) => comment.text)]));
    expect(byId.get(second.id)).toEqual(['Read the premise again: it says most, not all.']);
    expect(byId.get(first.id)).toEqual([]);
  });

  it('refuses a review request from a member without a plan', async () => {
    const { cookie } = await signedInMember(t);
    const attempt = await started(cookie, diagnostic);
    await submit(cookie, attempt.id);
    const res = await t.request(`/api/practice/attempts/${attempt.id}/review`, { method: 'POST', headers: { cookie }, json: {} });
    expect(res.status).toBe(403);
  });
});
