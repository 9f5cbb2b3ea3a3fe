import { eq, sql } from 'drizzle-orm';
import { site } from '../../../content/site';
import type { ApplicationType } from '../../../content/reviews';
import type { Database } from '../../db/client';
import { reviewRequests, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import { reviewDueAt } from './review-calendar';
import { newReviewEmail } from './review-emails';
import { getReviewQuota } from './review-quota';
import { scheduleReviewReminder } from './review-reminders';
import { quotaUsedUpMessage } from './review.schema';

export type ReviewDetails = { targetFirm: string; applicationType: ApplicationType; notes?: string | undefined };

/**
 * Creates a review request within the member's monthly allowance, lets `attach` add what
 * it covers (files, draft answers: it throws to refuse, which undoes the request), tells
 * the coaches and queues their reminder for the due day, all in one transaction. The
 * allowance is checked under a per-member lock, so two submissions at the limit cannot
 * both pass, whatever they send. `vet` runs under that lock before the allowance: a
 * refusal about what is sent (a draft already sent) is then said even when none are left.
 */
export async function openReviewRequest(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  {
    userId,
    details,
    vet,
    attach,
  }: {
    userId: string;
    details: ReviewDetails;
    vet?: (tx: Database) => Promise<void>;
    attach: (tx: Database, reviewId: string) => Promise<void>;
  },
) {
  const { db, mailer, config } = services;
  const review = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review-quota:${userId}`}, 0))`);
    await vet?.(tx);
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
    await attach(tx, row!.id);
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
