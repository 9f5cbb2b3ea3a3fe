import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { applications, timedAttempts, type PracticeKey } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyDemoPlan, signedInMember } from '../support/factories';
import { publishedForm, publishedItem } from '../support/practice-factories';

// The members' practice pages as a browser without scripts uses them: each question a form
// that saves, the time left rendered by the server, results once the attempt is closed.
let t: TestApp;
let diagnosticId: string;
let premiumId: string;

const addItem = (kind: 'critical-thinking' | 'situational-judgement', format: 'choice' | 'most-least' | 'rate' | 'rank', prompt: string, key: PracticeKey) =>
  publishedItem(t, { kind, format, prompt, key });
const addForm = (values: { kind: 'critical-thinking' | 'situational-judgement'; title: string; minutes: number; free: boolean }, itemIds: string[]) =>
  publishedForm(t, values, itemIds);

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const first = await addItem('critical-thinking', 'choice', 'The senior partner signed the memo.', { format: 'choice', choice: 'follows' });
  const second = await addItem('critical-thinking', 'choice', 'Trainees must work from the office.', { format: 'choice', choice: 'does-not-follow' });
  const third = await addItem('critical-thinking', 'choice', 'The memo was about remote working.', { format: 'choice', choice: 'follows' });
  diagnosticId = await addForm({ kind: 'critical-thinking', title: 'Pages diagnostic', minutes: 8, free: true }, [first, second, third]);
  premiumId = await addForm({ kind: 'critical-thinking', title: 'Pages full test', minutes: 30, free: false }, [first, second, third]);
  const mostLeast = await addItem('situational-judgement', 'most-least', 'Which response is most and least effective?', { format: 'most-least', most: 'r1', least: 'r3' });
  const rate = await addItem('situational-judgement', 'rate', 'Rate each response.', { format: 'rate', ratings: { r1: 4, r2: 2, r3: 1, r4: 3 } });
  const rank = await addItem('situational-judgement', 'rank', 'Rank the responses.', { format: 'rank', order: ['r1', 'r4', 'r2', 'r3'] });
  await addForm({ kind: 'situational-judgement', title: 'Pages judgement', minutes: 20, free: false }, [mostLeast, rate, rank]);
});
afterAll(async () => {
  await t?.close();
});

async function startForm(cookie: string, formTitle: string) {
  const practice = await t.page('/practice', { cookie });
  const started = await t.submit(practice, 'Start test', {}, { cookie, within: formTitle });
  expect(started.status).toBe(302);
  expect(started.location).toMatch(/^\/practice\/attempts\/[0-9a-f-]{36}$/);
  return started.location!;
}

describe('the practice page', () => {
  it('offers the free diagnostic to a member without a plan and says why the rest are closed', async () => {
    const { cookie } = await signedInMember(t);
    const page = await t.page('/practice', { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pages diagnostic');
    expect(page.text).toContain('Free');
    expect(page.text).toContain('This comes with a premium plan.');
    expect(page.text).toContain('Locked: this test comes with a premium plan.');
    expect(page.root.querySelectorAll(`input[name="formId"][value="${diagnosticId}"]`)).toHaveLength(1);
    const premiumStart = page.root.querySelectorAll(`input[name="formId"][value="${premiumId}"]`);
    expect(premiumStart).toHaveLength(0);
    // Posted by hand anyway, the start is refused with the plan's reason.
    const refused = await t.postForm('/practice', { intent: `start:${premiumId}`, formId: premiumId }, { cookie });
    expect(refused.status).toBe(403);
  });

  it('offers Continue for a test the member has running, and a second Start (a double press before scripts run) goes back to it', async () => {
    const { cookie } = await signedInMember(t);
    const attemptPath = await startForm(cookie, 'Pages diagnostic');
    const page = await t.page('/practice', { cookie });
    const card = page.root.querySelectorAll('li').find((item) => item.text.includes('Pages diagnostic'))!;
    expect(card.text).toContain('You have this test in progress.');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(attemptPath);
    expect(card.querySelector(`input[name="formId"]`)).toBeNull();

    const again = await t.postForm('/practice', { intent: `start:${diagnosticId}`, formId: diagnosticId }, { cookie });
    expect(again.status).toBe(302);
    expect(again.location).toBe(attemptPath);
  });

  it('shows each form’s minutes with the member’s extra time, or untimed', async () => {
    const { cookie } = await signedInMember(t);
    await t.request('/api/me/settings', { method: 'PUT', headers: { cookie }, json: { emailNotifications: true, theme: 'light', timeFactor: 1.5 } });
    expect((await t.page('/practice', { cookie })).text).toContain('30 minutes (45 with your extra time)');
    await t.request('/api/me/settings', { method: 'PUT', headers: { cookie }, json: { emailNotifications: true, theme: 'light', timeFactor: null } });
    expect((await t.page('/practice', { cookie })).text).toContain('8 minutes (untimed for you)');
  });
});

describe('an attempt', () => {
  it('starts, saves each answer, resumes where the member left off, submits after the confirm step and shows the results only then', async () => {
    const { cookie } = await signedInMember(t);
    const path = await startForm(cookie, 'Pages diagnostic');

    const first = await t.page(path, { cookie });
    expect(first.text).toContain('Question 1 of 3');
    expect(first.text).toContain('About 8 minutes left');
    expect(first.text).toContain('Every partner at the firm signed the memo');
    // No key and no rationale while the attempt is open.
    expect(first.text).not.toContain('It follows because every partner signed the memo.');
    expect(first.text).not.toContain('The coaches’ view on');

    const saved = await t.submit(first, 'Save and next', { choice: 'follows' }, { cookie });
    expect(saved.location).toBe(`${path}?q=2`);
    const second = await t.page(saved.location!, { cookie });
    expect(second.text).toContain('Question 2 of 3');
    expect(second.text).toContain('1 of 3 answered');

    // The tab closed and opened again: the attempt resumes at the first unanswered question.
    const resumed = await t.page(path, { cookie });
    expect(resumed.text).toContain('Question 2 of 3');
    const back = await t.page(`${path}?q=1`, { cookie });
    expect(back.field('choice', 'follows').checked).toBe(true);

    const confirm = await t.submit(second, 'Submit test', { choice: 'follows' }, { cookie });
    expect(confirm.location).toBe(`${path}?confirm=submit`);
    const asked = await t.page(confirm.location!, { cookie });
    expect(asked.text).toContain('1 question is unanswered');

    const submitted = await t.submit(asked, 'Yes, submit my test', {}, { cookie });
    expect(submitted.location).toBe(path);
    const results = await t.page(path, { cookie });
    expect(results.text).toContain('Your score: 1 out of 3 (33%)');
    expect(results.text).toContain('Deduction');
    expect(results.text).toContain('It follows because every partner signed the memo.');
    expect(results.text).toContain('The coaches’ view on: Trainees must work from the office.');
    expect(results.text).toContain('Not answered');
    expect(results.text).toContain('shown once 50 members have taken this test');
    expect(results.text).toContain('Send to the coaches for review');

    const list = await t.page('/practice', { cookie });
    expect(list.text).toContain('Submitted');
    expect(list.text).toContain('1 / 3');
  });

  it('sends the results for review after saying what it costs, then shows where the review is and the coach’s comments', async () => {
    const { cookie } = await signedInMember(t);
    await buyDemoPlan(t, cookie);
    const coach = await signedInMember(t, { role: 'admin' });
    const path = await startForm(cookie, 'Pages diagnostic');
    const asked = await t.page(`${path}?confirm=submit`, { cookie });
    await t.submit(asked, 'Yes, submit my test', {}, { cookie });
    const results = await t.page(path, { cookie });
    expect(results.text).toContain('Send for review');
    expect(results.text).toMatch(/Sending it uses 1 of your \d+ reviews this month\./);

    await t.submit(results, 'Send for review', { notes: 'Deduction trips me up.' }, { cookie });
    const sent = await t.page(path, { cookie });
    expect(sent.text).toContain('You sent this attempt to the coaches on');
    expect(sent.text, 'no second send').not.toContain('Send for review');
    const reviewLink = sent.root.querySelector('a[href^="/my-reviews/"]')!.getAttribute('href')!;
    const reviewId = reviewLink.split('/').pop()!;

    await t.request(`/api/admin/reviews/${reviewId}/claim`, { method: 'POST', headers: { cookie: coach.cookie } });
    const attemptId = path.split('/').pop()!;
    const { items } = await (await t.request(`/api/practice/attempts/${attemptId}`, { headers: { cookie } })).json();
    const commented = await t.request(`/api/admin/reviews/${reviewId}/practice-comments`, {
      method: 'POST',
      headers: { cookie: coach.cookie },
      json: { attemptId, itemId: items[0].id, text: 'Every partner signed: that settles it.' },
    });
    expect(commented.status).toBe(201);
    const reviewed = await t.page(path, { cookie });
    expect(reviewed.text).toContain('Your coach’s comments');
    expect(reviewed.text).toContain('Every partner signed: that settles it.');
  });

  it('refuses an answer after the deadline, explains it and shows the results of the answers given', async () => {
    const { cookie } = await signedInMember(t);
    const path = await startForm(cookie, 'Pages diagnostic');
    const first = await t.page(path, { cookie });
    await t.submit(first, 'Save and next', { choice: 'follows' }, { cookie });
    const second = await t.page(`${path}?q=2`, { cookie });

    const attemptId = path.split('/').pop()!;
    await t.services.db
      .update(timedAttempts)
      .set({ startedAt: sql`now() - interval '9 minutes'`, deadline: sql`now() - interval '1 minute'` })
      .where(eq(timedAttempts.id, attemptId));

    const late = await t.submit(second, 'Save and next', { choice: 'does-not-follow' }, { cookie });
    expect(late.status).toBe(409);
    expect(late.alert).toContain('The time for this attempt ran out, so this answer was not saved.');
    expect(late.text).toContain('Your score: 1 out of 3');
    expect(late.text).toContain('The time ran out; the answers you had given were scored.');
  });

  it('saves the three situational-judgement formats and refuses a ranking that repeats a rank beside the field', async () => {
    const { cookie } = await signedInMember(t);
    await buyDemoPlan(t, cookie);
    const path = await startForm(cookie, 'Pages judgement');

    const mostLeast = await t.page(path, { cookie });
    expect(mostLeast.text).toContain('Your answer: the most and the least effective response');
    await t.submit(mostLeast, 'Save and next', { most: 'r1', least: 'r3' }, { cookie });

    const rate = await t.page(`${path}?q=2`, { cookie });
    await t.submit(rate, 'Save and next', { 'rate:r1': '4', 'rate:r2': '2', 'rate:r3': '2', 'rate:r4': '3' }, { cookie });

    const rank = await t.page(`${path}?q=3`, { cookie });
    const repeated = await t.submit(rank, 'Save and review', { 'rank:r1': '1', 'rank:r2': '1', 'rank:r3': '3', 'rank:r4': '4' }, { cookie });
    expect(repeated.status).toBe(400);
    expect(repeated.alert).toContain('Rank each response once');
    expect(repeated.field('rank:r2')).toMatchObject({ value: '1', invalid: true, description: 'Rank each response once' });

    await t.submit(repeated, 'Save and review', { 'rank:r1': '1', 'rank:r2': '3', 'rank:r3': '4', 'rank:r4': '2' }, { cookie });
    await t.submit(await t.page(`${path}?confirm=submit`, { cookie }), 'Yes, submit my test', {}, { cookie });
    const results = await t.page(path, { cookie });
    // Most and least right (1), ratings 1 − |2−1|/3 once off (0.92), ranking exact (1).
    expect(results.text).toContain('Your score: 2.92 out of 3');
    expect(results.text).toContain('Most effective: A. Ask the supervisor Least effective: C. Ignore the email');
    expect(results.text).toContain('Partial credit: 92%');
    expect(results.text).toContain('Reasoning about “Stay late alone”.');
  });

  it('is the not-found page to another member', async () => {
    const owner = await signedInMember(t);
    const path = await startForm(owner.cookie, 'Pages diagnostic');
    const other = await signedInMember(t);
    const page = await t.page(path, { cookie: other.cookie });
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Pages diagnostic');
    const posted = await t.postForm(path, { intent: 'submit' }, { cookie: other.cookie });
    expect(posted.status).toBe(404);
  });
});

describe('an application at the online-tests stage', () => {
  it('shows the practice for both kinds when the firm’s tests are not recorded', async () => {
    const member = await signedInMember(t);
    const [application] = await t.services.db
      .insert(applications)
      .values({ userId: member.id, firm: 'Ashurst', firmSlug: 'ashurst', opportunity: 'training-contract', stage: 'online-tests' })
      .returning();
    const page = await t.page(`/applications/${application!.id}`, { cookie: member.cookie });
    expect(page.text).toContain('Practise for the online tests');
    expect(page.text).toContain('We have not recorded which online tests Ashurst sets');
    expect(page.text).toContain('Pages diagnostic');
    expect(page.text).toContain('Pages judgement');
  });
});
