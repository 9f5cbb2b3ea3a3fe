import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, defineWorker } from '../../db/job-queue';
import { reviewRequests, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { reviewReminderAt } from './review-calendar';
import { reviewDueEmail } from './review-emails';

export const reviewDueReminder = defineJob({
  name: 'remind-review-due',
  data: z.object({ reviewId: z.uuid() }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});

/** Queues the reminder for a new review, in the transaction that creates it. */
export const scheduleReviewReminder = (
  { jobs }: Pick<Services, 'jobs'>,
  tx: Database,
  review: { id: string; dueAt: Date },
) => jobs.enqueue(tx, reviewDueReminder, { reviewId: review.id }, { startAfter: reviewReminderAt(review.dueAt) });

/**
 * On the morning a review is due, if it is still open, tells the coach who claimed it (or
 * the coaches' address when nobody has). Once only: the row lock and `reminded_at` make a
 * retried run a no-op, and the email is queued in the same transaction.
 */
export async function remindCoachesOfDueReview(
  { db, mailer, config }: Pick<Services, 'db' | 'mailer' | 'config'>,
  { reviewId }: { reviewId: string },
) {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviewRequests).where(eq(reviewRequests.id, reviewId)).for('update');
    if (!review || review.status === 'completed' || review.remindedAt) return;
    const [member] = await tx.select({ name: user.name }).from(user).where(eq(user.id, review.userId));
    const [coach] = review.claimedBy
      ? await tx.select({ email: user.email, firstName: user.firstName }).from(user).where(eq(user.id, review.claimedBy))
      : [];
    await mailer.queue(
      reviewDueEmail(
        coach ?? { email: config.mail.coachEmail },
        { ...review, memberName: member?.name ?? 'A member' },
        `${config.publicUrl}/coach/reviews/${review.id}`,
      ),
      tx,
    );
    await tx.update(reviewRequests).set({ remindedAt: new Date() }).where(eq(reviewRequests.id, review.id));
  });
}

export const reviewReminderWorker = (services: Pick<Services, 'db' | 'mailer' | 'config'>) =>
  defineWorker(reviewDueReminder, (data) => remindCoachesOfDueReview(services, data));
