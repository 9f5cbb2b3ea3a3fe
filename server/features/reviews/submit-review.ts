import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { site } from '../../../content/site';
import { reviewRequests, reviewUploads, uploads, user } from '../../db/schema';
import type { Services } from '../kit/context';
import { cacheTags } from '../../platform/cache/tags';
import { HttpError } from '../../platform/errors';
import { reviewDueAt } from './review-calendar';
import { newReviewEmail } from './review-emails';
import { getReviewQuota } from './review-quota';
import { quotaUsedUpMessage, type submitReviewSchema } from './review.schema';

type SubmitReviewInput = z.output<typeof submitReviewSchema>;

/**
 * Creates a review request for some of the member's own uploads, within their plan's
 * monthly allowance, and tells the coaches. The allowance is checked under a per-member
 * lock, so two submissions at the limit cannot both pass.
 */
export async function submitReview(
  { db, mailer, config, logger, invalidations }: Pick<Services, 'db' | 'mailer' | 'config' | 'logger' | 'invalidations'>,
  { userId, input }: { userId: string; input: SubmitReviewInput },
) {
  const review = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`review-quota:${userId}`}, 0))`);
    const submittedAt = new Date();
    const quota = await getReviewQuota(tx, { userId, now: submittedAt });
    if (!quota.planId) throw new HttpError(403, 'forbidden', 'Application reviews come with a premium plan.');
    if (quota.remaining === 0) throw new HttpError(403, 'forbidden', quotaUsedUpMessage(quota));

    const owned = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), inArray(uploads.id, input.uploadIds)));
    if (owned.length !== input.uploadIds.length) {
      throw new HttpError(400, 'validation_failed', 'Some fields need attention.', {
        uploadIds: 'Choose files from your own uploads.',
      });
    }

    const [row] = await tx
      .insert(reviewRequests)
      .values({
        userId,
        targetFirm: input.targetFirm,
        applicationType: input.applicationType,
        notes: input.notes ?? null,
        planId: quota.planId,
        submittedAt,
        dueAt: reviewDueAt(submittedAt, site.reviewTurnaroundWorkingDays),
      })
      .returning();
    await tx.insert(reviewUploads).values(input.uploadIds.map((uploadId) => ({ reviewId: row!.id, uploadId })));
    return { ...row!, planId: quota.planId };
  });
  invalidations.publish([cacheTags.activity(userId)]);

  try {
    const [member] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
    if (member) {
      await mailer.send(
        newReviewEmail(config.mail.coachEmail, member, review, `${config.publicUrl}/coach/reviews/${review.id}`),
      );
    }
  } catch (error) {
    logger.error({ err: error, reviewId: review.id }, 'new review email failed');
  }
  return {
    id: review.id,
    status: review.status,
    submittedAt: review.submittedAt.toISOString(),
    dueAt: review.dueAt.toISOString(),
  };
}
