import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRows } from '@server/db/client';
import { emailOutbox, reviewRequests } from '@server/db/schema';
import { grantDemoSubscription } from '@server/features/billing/providers/demo-provider';
import { reviewReminderAt } from '@server/features/reviews/review-calendar';
import { remindCoachesOfDueReview, reviewDueReminder } from '@server/features/reviews/review-reminders';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInMember, uploadPdf } from '../support/factories';

describe('review due-date reminders on the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COACH_EMAIL: 'coaches@example.com' });
  });
  afterAll(() => t.close());

  async function submittedReview() {
    const member = await signedInMember(t);
    await grantDemoSubscription(t.services, { userId: member.id, planId: 'monthly' });
    const { id: uploadId } = await (await uploadPdf(t, member.cookie)).json();
    const res = await t.request('/api/reviews', {
      method: 'POST',
      headers: { cookie: member.cookie },
      json: { uploadIds: [uploadId], targetFirm: 'Slaughter and May', applicationType: 'training-contract' },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; dueAt: string };
  }

  const remindersFor = (reviewId: string) =>
    selectRows<{ start_after: Date; state: string }>(
      t.services.db,
      sql`select start_after, state from pgboss.job where name = ${reviewDueReminder.name} and data ->> 'reviewId' = ${reviewId}`,
    );
  const remindersSent = (subject: string) =>
    t.services.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));

  it('queues the reminder with the review, for 9am UK time on its due day', async () => {
    const review = await submittedReview();
    const [job] = await remindersFor(review.id);
    expect(new Date(job!.start_after).toISOString()).toBe(reviewReminderAt(new Date(review.dueAt)).toISOString());
    expect(job!.state).toBe('created');
  });

  it('a reminder queued in a transaction that rolls back is never queued', async () => {
    const review = await submittedReview();
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.jobs.enqueue(tx, reviewDueReminder, { reviewId: review.id });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await remindersFor(review.id)).toHaveLength(1); // only the one queued by the submission
  });

  it('the worker reminds the coaches once, of a review nobody has claimed', async () => {
    const review = await submittedReview();
    // Due now: queued without a delay, the in-process worker picks it up.
    await t.services.jobs.enqueue(t.services.db, reviewDueReminder, { reviewId: review.id });
    const subject = 'Review due today: Slaughter and May';
    await vi.waitFor(async () => expect(await remindersSent(subject)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [email] = await remindersSent(subject);
    expect(email).toMatchObject({ to: 'coaches@example.com' });
    expect(email!.text).toContain('nobody has claimed it yet');
    expect(email!.text).toContain(`/coach/reviews/${review.id}`);

    await remindCoachesOfDueReview(t.services, { reviewId: review.id });
    expect(await remindersSent(subject)).toHaveLength(1);
  });

  it('reminds the coach who claimed it, and nobody once it is complete', async () => {
    const coach = await signedInMember(t, { role: 'admin', firstName: 'Cara' });
    const claimed = await submittedReview();
    const claim = await t.request(`/api/admin/reviews/${claimed.id}/claim`, { method: 'POST', headers: { cookie: coach.cookie } });
    expect(claim.status).toBe(200);
    await remindCoachesOfDueReview(t.services, { reviewId: claimed.id });
    const [toCoach] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, coach.email), eq(emailOutbox.subject, 'Review due today: Slaughter and May')));
    expect(toCoach!.text).toContain('Hello Cara,');

    const completed = await submittedReview();
    await t.services.db.update(reviewRequests).set({ status: 'completed', completedAt: new Date() }).where(eq(reviewRequests.id, completed.id));
    await remindCoachesOfDueReview(t.services, { reviewId: completed.id });
    const [row] = await t.services.db.select().from(reviewRequests).where(eq(reviewRequests.id, completed.id));
    expect(row!.remindedAt).toBeNull();
  });
});
