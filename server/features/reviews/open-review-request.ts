import { eq, sql } from 'drizzle-orm';
import { site } from '../../../content/site';
import type { ApplicationType } from '../../../content/reviews';
import type { Database } from '../../db/client';
import { reviewRequests, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import { reviewDueAt } from './review-calendar';
import { newReviewEmail } from './review-emails';
import { leaveOutWhatWasSent, type ReviewContents } from './review-contents';
import { getReviewQuota } from './review-quota';
import { scheduleReviewReminder } from './review-reminders';
import { quotaUsedUpMessage } from './review.schema';

export type ReviewDetails = { targetFirm: string; applicationType: ApplicationType; notes?: string | undefined };

/**
 * Creates a review request within the member's monthly allowance, links what it carries,
 * tells the coaches and queues their reminder for the due day, all in one transaction.
 * Everything runs under a per-member lock, so two submissions at once cannot both pass the
 * allowance, nor both send the same thing. `gather` reads what the request would carry (it
 * throws to refuse: not the member's, nothing recorded); what the coaches already have is
 * then refused or left out by the one rule (`leaveOutWhatWasSent`), before the allowance, so
 * that refusal is said even when no review is left.
 */
export async function openReviewRequest(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  {
    userId,
    details,
    gather,
  }: {
    userId: string;
    details: ReviewDetails;
    gather: (tx: Database) => Promise<ReviewContents>;
  },
) {
  const { db, mailer, config } = services;
  const review = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review-quota:${userId}`}, 0))`);
    const contents = await gather(tx);
    const pieces = await leaveOutWhatWasSent(tx, contents);
    const submittedAt = new Date();
    const quota = await getReviewQuota(tx, { userId, now: submittedAt });
    if (!quota.planId) throw new HttpError(403, 'forbidden', 'Application reviews come with a premium plan.');
    if (quota.remaining === 0) throw new HttpError(403, 'forbidden', quotaUsedUpMessage(quota));

    const [row] = await tx
      .insert(reviewRequests)
      .values({
        userId,
        targetFirm: details.targetFirm,
        applicationType: details.applicationType,
        notes: details.notes ?? null,
        planId: quota.planId,
        submittedAt,
        dueAt: reviewDueAt(submittedAt, site.reviewTurnaroundWorkingDays),
      })
      .returning();
    await contents.attach(tx, row!.id, pieces);
    const review = { ...row!, planId: quota.planId };
    const [member] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
    if (member) {
      await mailer.queue(
        newReviewEmail(config.mail.coachEmail, member, review, `${config.publicUrl}/coach/reviews/${review.id}`),
        tx,
      );
    }
    await scheduleReviewReminder(services, tx, review);
    return review;
  });
  return {
    id: review.id,
    status: review.status,
    submittedAt: review.submittedAt.toISOString(),
    dueAt: review.dueAt.toISOString(),
  };
}
