import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAnswers, practiceAttempts, practiceFormItems, practiceForms, practiceItems, timedAttempts } from '@server/db/schema';
import { guardMessages } from '@server/features/kit/access';
import { seedPractice, seedPracticeFormId } from '@server/features/practice/seed-practice';
import { createTestApp, type TestApp } from '../support/test-app';
import { buyDemoPlan, signedInMember } from '../support/factories';

/*
 * Who may start which practice test by their standing with a plan (the access rule table's
 * subscriber row: grace keeps access, a pause does not), the seeded tests, and erasure taking
 * every attempt with the account. Where a member stands among others: practice-form-standing.test.ts.
 */
const diagnostic = seedPracticeFormId('critical-thinking-diagnostic');
const fullTest = seedPracticeFormId('critical-thinking-full');

describe('practice by standing, seeding and erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const start = (cookie: string, formId: string) => t.request('/api/practice/attempts', { method: 'POST', headers: { cookie }, json: { formId } });

  it('lets a paused member take only the diagnostic, told to resume, and a member in grace take any form', async () => {
    const paused = await signedInMember(t);
    await buyDemoPlan(t, paused.cookie);
    expect((await t.request('/api/billing/pause', { method: 'POST', json: { months: 1 }, headers: { cookie: paused.cookie } })).status).toBe(200);
    const refused = await start(paused.cookie, fullTest);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toContain(guardMessages.paused);
    expect((await start(paused.cookie, diagnostic)).status).toBe(201);
    const { forms } = await (await t.request('/api/practice/forms', { headers: { cookie: paused.cookie } })).json();
    expect(forms.find((form: { id: string }) => form.id === fullTest).available).toBe(false);

    const grace = await signedInMember(t);
    await buyDemoPlan(t, grace.cookie);
    expect((await t.request('/api/billing/demo/renewal', { method: 'POST', json: { outcome: 'failed' }, headers: { cookie: grace.cookie } })).status).toBe(200);
    expect((await start(grace.cookie, fullTest)).status).toBe(201);
  });

  it('seeds the original items and forms once, published, and keeps a coach’s retirement when seeded again', async () => {
    const { db } = t.services;
    const items = await db.select().from(practiceItems);
    expect(items.filter((item) => item.status === 'published')).toHaveLength(56);
    expect(new Set(items.filter((item) => item.kind === 'critical-thinking').map((item) => item.section))).toEqual(
      new Set(['inference', 'assumptions', 'deduction', 'interpretation', 'evaluation']),
    );
    expect(new Set(items.filter((item) => item.kind === 'situational-judgement').map((item) => item.format))).toEqual(new Set(['most-least', 'rate', 'rank']));
    for (const item of items) expect(item.options.every((option) => option.rationale.length > 20), item.prompt).toBe(true);
    const drill = seedPracticeFormId('critical-thinking-drill-deduction');
    await db.update(practiceForms).set({ status: 'retired' }).where(eq(practiceForms.id, drill));
    await seedPractice(t.services);
    expect(await db.select().from(practiceItems)).toHaveLength(items.length);
    expect(await db.select().from(practiceForms)).toHaveLength(8);
    const [retired] = await db.select().from(practiceForms).where(eq(practiceForms.id, drill));
    expect(retired!.status).toBe('retired');
    expect(await db.select().from(practiceFormItems).where(eq(practiceFormItems.formId, drill))).toHaveLength(8);
    await db.update(practiceForms).set({ status: 'published' }).where(eq(practiceForms.id, drill));
  });

  it('removes every attempt, answer and review link with the member’s account', async () => {
    const member = await signedInMember(t);
    await buyDemoPlan(t, member.cookie);
    const attempt = await (await start(member.cookie, diagnostic)).json();
    await t.request(`/api/practice/attempts/${attempt.id}/answers/${attempt.questions[0].id}`, {
      method: 'PUT',
      headers: { cookie: member.cookie },
      json: { answer: 'true' },
    });
    await t.request(`/api/practice/attempts/${attempt.id}/submit`, { method: 'POST', headers: { cookie: member.cookie } });
    expect((await t.request(`/api/practice/attempts/${attempt.id}/review`, { method: 'POST', headers: { cookie: member.cookie }, json: {} })).status).toBe(201);
    const open = await (await start(member.cookie, fullTest)).json();

    expect((await t.request('/api/me', { method: 'DELETE', headers: { cookie: member.cookie } })).status).toBe(200);
    const ids = [attempt.id, open.id];
    const { db } = t.services;
    expect(await db.select().from(timedAttempts).where(eq(timedAttempts.userId, member.id))).toEqual([]);
    expect(await db.select().from(practiceAttempts).where(inArray(practiceAttempts.attemptId, ids))).toEqual([]);
    expect(await db.select().from(practiceAnswers).where(inArray(practiceAnswers.attemptId, ids))).toEqual([]);
  });
});
