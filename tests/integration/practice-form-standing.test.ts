import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAttempts, timedAttempts, user } from '@server/db/schema';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { standingPool } from '@server/features/practice/form-standing';
import { getPracticeAttempt } from '@server/features/practice/practice-attempts';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember } from '../support/factories';
import { publishedForm, publishedItem } from '../support/practice-factories';

/*
 * Where a member stands among the others who took a form. Sign-ups are free, so only members
 * who verified their email and paid, or joined over a week ago, count; and below a large pool
 * a band is all anyone reads, so no one's exact score can be worked out from their own.
 */
describe('a practice form’s standing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh published form of three items: each pool below is its own. */
  const freshForm = async () => {
    const items = [];
    for (const prompt of ['First', 'Second', 'Third']) items.push(await publishedItem(t, { kind: 'critical-thinking', format: 'choice', prompt, key: { format: 'choice', choice: 'follows' } }));
    return publishedForm(t, { kind: 'critical-thinking', title: 'Standing', minutes: 5, free: true }, items);
  };
  const day = 86_400_000;
  /**
   * Members who finished `formId` with these scores (out of 3), written straight to the
   * database: accounts that joined `joinedDaysAgo` days ago, with or without a verified email.
   */
  const finishedBy = async (formId: string, scores: number[], { joinedDaysAgo = 0, verified = true } = {}) => {
    const { db } = t.services;
    const members = await db
      .insert(user)
      .values(
        scores.map(() => {
          const id = randomUUID();
          return { id, name: 'Taker', email: `taker-${id}@example.com`, emailVerified: verified, firstName: 'Taker', lastName: 'Member', university: 'UCL', createdAt: new Date(Date.now() - joinedDaysAgo * day) };
        }),
      )
      .returning({ id: user.id });
    const attempts = await db
      .insert(timedAttempts)
      .values(members.map(({ id }) => ({ userId: id, purpose: 'practice-test' as const, limitSeconds: 300, status: 'submitted' as const, closedAt: new Date() })))
      .returning({ id: timedAttempts.id, userId: timedAttempts.userId });
    await db.insert(practiceAttempts).values(attempts.map((attempt, index) => ({ attemptId: attempt.id, userId: attempt.userId, formId, itemIds: [], score: scores[index]!, maxScore: 3, sections: [] })));
    return attempts.map((attempt) => ({ userId: attempt.userId, attemptId: attempt.id }));
  };
  const standingOf = async (taker: { userId: string; attemptId: string }) => {
    const attempt = await getPracticeAttempt(t.services, { reader: { userId: taker.userId, role: 'member' }, attemptId: taker.attemptId });
    return attempt && 'standing' in attempt ? attempt.standing : undefined;
  };
  const times = (count: number, score: number) => Array.from({ length: count }, () => score);

  it('gives fresh accounts no standing, however many there are, so their scores cannot read back anyone else’s', async () => {
    const formId = await freshForm();
    // Three established members whose scores the attack is after.
    await finishedBy(formId, [1, 2, 3], { joinedDaysAgo: 30 });
    // Free sign-ups with chosen scores: each one's percentile would count the others below it.
    const perfect = await finishedBy(formId, times(17, 3));
    const [zero] = await finishedBy(formId, [0]);
    for (const taker of [...perfect, zero!]) expect(await standingOf(taker)).toBeNull();
    // Nor does it help to sign up many more: they never count.
    const more = await finishedBy(formId, times(standingPool.minimumMembers, 3));
    expect(await standingOf(more[0]!)).toBeNull();
    expect(await standingOf(zero!)).toBeNull();
  });

  it(`gives a band once ${standingPool.minimumMembers} members who paid, or joined over a week ago, have finished the form, never the exact share below ${standingPool.exactFromMembers}`, async () => {
    const formId = await freshForm();
    // 45 established members scored 1; two recent members paid for a plan and scored 3.
    await finishedBy(formId, times(45, 1), { joinedDaysAgo: standingPool.accountAgeDays + 1 });
    const paying = await finishedBy(formId, [3, 3]);
    for (const { userId } of paying) await grantDemoSubscription(t.services, { userId, planId: 'monthly' });
    // An old account whose email was never verified does not count.
    await finishedBy(formId, [3], { joinedDaysAgo: 30, verified: false });
    const reader = await signedInMember(t);
    await t.services.db.update(user).set({ createdAt: new Date(Date.now() - 30 * day) }).where(eq(user.id, reader.id));
    await finishedBy(formId, times(1, 3), { joinedDaysAgo: 30 });
    const [lowest] = await finishedBy(formId, [0], { joinedDaysAgo: 30 });
    // 49 counted so far.
    expect(await standingOf(paying[0]!)).toBeNull();

    const [attempt] = await t.services.db
      .insert(timedAttempts)
      .values({ userId: reader.id, purpose: 'practice-test', limitSeconds: 300, status: 'submitted', closedAt: new Date() })
      .returning();
    await t.services.db.insert(practiceAttempts).values({ attemptId: attempt!.id, userId: reader.id, formId, itemIds: [], score: 3, maxScore: 3, sections: [] });
    // 50 counted: 46 of them scored lower than 3, so the reader is in the top 10%, and no more is said.
    const read = await t.request(`/api/practice/attempts/${attempt!.id}`, { headers: { cookie: reader.cookie } });
    expect((await read.json()).standing).toEqual({ band: 'top-10', percentile: null });
    expect(await standingOf(lowest!)).toEqual({ band: 'bottom-half', percentile: null });
  });

  it(`gives the exact share who scored lower from ${standingPool.exactFromMembers} counted members`, async () => {
    const formId = await freshForm();
    await finishedBy(formId, times(150, 1), { joinedDaysAgo: 30 });
    const [second] = await finishedBy(formId, times(50, 2), { joinedDaysAgo: 30 });
    expect(await standingOf(second!)).toEqual({ band: 'top-25', percentile: 75 });
  });

});
