import { and, inArray, isNotNull, lt, ne, not, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { selectRows } from '../../db/client';
import { defineJob, defineWorker } from '../../db/job-queue';
import { auditLog, emailOutbox, enquiries, recordings, reviewAnswers, reviewRequests } from '../../db/schema';
import { takeInReview } from '../recordings/recording-queries';
import { uploadStateKeys } from '../recordings/recording-store';
import type { Services } from '../kit/context';
import { deleteTrialClaimsBefore } from '../billing/trial-claims';

type RetentionServices = Pick<Services, 'db' | 'storage' | 'logger' | 'config'>;

const dayMs = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

/**
 * Removes what is past its retention period (Config.retention) and logs how many of each,
 * never what. Every step is one conditional statement, so a repeat, or a second instance
 * running it at once, finds nothing more to do. Rows go before their files: a crash between
 * leaves only a file no row references, which the orphan sweep removes.
 */
export async function applyRetention({ db, storage, logger, config }: RetentionServices, now = new Date()) {
  const cutoff = {
    enquiries: daysBefore(now, config.retention.enquiryDays),
    reviewFiles: daysBefore(now, config.retention.reviewFilesDays),
    reviewFeedback: daysBefore(now, config.retention.reviewFeedbackDays),
    emailRecords: daysBefore(now, config.retention.emailRecordDays),
    audit: daysBefore(now, config.retention.auditDays),
    trialClaims: daysBefore(now, config.retention.trialClaimDays),
    recordings: daysBefore(now, config.retention.recordingDays),
  };

  const deletedEnquiries = await db.delete(enquiries).where(lt(enquiries.updatedAt, cutoff.enquiries)).returning({ id: enquiries.id });

  const uploadKeys = await deleteCompletedReviewUploads(db, cutoff.reviewFiles);
  const annotatedKeys = await clearCompletedReviewAnnotations(db, cutoff.reviewFiles);
  for (const { key } of [...uploadKeys, ...annotatedKeys]) await storage.delete(key);

  const clearedFeedback = await clearCompletedReviewFeedback(db, cutoff.reviewFeedback);

  const deletedEmails = await db
    .delete(emailOutbox)
    .where(and(lt(emailOutbox.createdAt, cutoff.emailRecords), ne(emailOutbox.status, 'queued')))
    .returning({ id: emailOutbox.id });

  const deletedAudit = await db.delete(auditLog).where(lt(auditLog.createdAt, cutoff.audit)).returning({ id: auditLog.id });

  const forgottenTrialClaims = await deleteTrialClaimsBefore(db, cutoff.trialClaims);

  const deletedTakes = await deleteTakesNotInReview(db, cutoff.recordings);
  for (const { storageKey } of deletedTakes) for (const key of [storageKey, ...uploadStateKeys(storageKey)]) await storage.delete(key);

  const counts = {
    enquiries: deletedEnquiries.length,
    reviewUploads: uploadKeys.length,
    annotatedFiles: annotatedKeys.length,
    reviewFeedback: clearedFeedback,
    emailRecords: deletedEmails.length,
    auditEntries: deletedAudit.length,
    trialClaims: forgottenTrialClaims,
    recordings: deletedTakes.length,
  };
  logger.info(counts, 'retention applied');
  return counts;
}

/** Deletes the recorded takes older than the cutoff that no review carries, returning their storage keys. */
const deleteTakesNotInReview = (db: Services['db'], cutoff: Date) =>
  db
    .delete(recordings)
    .where(and(lt(recordings.createdAt, cutoff), not(takeInReview)))
    .returning({ storageKey: recordings.storageKey });

const completedBefore = (cutoff: Date) => and(sql`${reviewRequests.status} = 'completed'`, lt(reviewRequests.completedAt, cutoff));

/**
 * Deletes the uploads whose every review was completed before the cutoff, with their links,
 * in one statement, and returns their storage keys. An upload in no review is the member's
 * own and stays; one also in a newer or open review stays until that one is past the cutoff.
 */
async function deleteCompletedReviewUploads(db: Services['db'], cutoff: Date) {
  const old = sql`r.status = 'completed' and r.completed_at < ${cutoff}`;
  return selectRows<{ key: string }>(
    db,
    sql`with doomed as (
          select u.id from uploads u
          where exists (select 1 from review_uploads ru join review_requests r on r.id = ru.review_id where ru.upload_id = u.id and ${old})
            and not exists (select 1 from review_uploads ru join review_requests r on r.id = ru.review_id where ru.upload_id = u.id and not (${old}))
        ), unlinked as (
          delete from review_uploads where upload_id in (select id from doomed)
        )
        delete from uploads where id in (select id from doomed) returning storage_key as key`,
  );
}

/** Clears the annotated copies of reviews completed before the cutoff, and returns their storage keys. */
async function clearCompletedReviewAnnotations(db: Services['db'], cutoff: Date) {
  return selectRows<{ key: string }>(
    db,
    sql`update review_requests r
        set annotated_file_key = null, annotated_file_name = null, annotated_file_type = null, annotated_file_size = null
        from (
          select id, annotated_file_key from review_requests
          where status = 'completed' and completed_at < ${cutoff} and annotated_file_key is not null
          for update
        ) old
        where r.id = old.id
        returning old.annotated_file_key as key`,
  );
}

/**
 * Clears the coach's feedback, the member's notes and the copies of answers sent with each
 * review completed before the cutoff. The review itself stays (firm, type, dates): it is the
 * member's history and counts towards their plan's quota, and holds nothing written.
 */
async function clearCompletedReviewFeedback(db: Services['db'], cutoff: Date) {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(reviewRequests)
      .set({ feedback: null, notes: null })
      .where(and(completedBefore(cutoff), or(isNotNull(reviewRequests.feedback), isNotNull(reviewRequests.notes))))
      .returning({ id: reviewRequests.id });
    const oldReviews = tx.select({ id: reviewRequests.id }).from(reviewRequests).where(completedBefore(cutoff));
    await tx.delete(reviewAnswers).where(inArray(reviewAnswers.reviewId, oldReviews));
    return cleared.length;
  });
}

/** The daily run, scheduled once across every instance. */
export const retentionRun = defineJob({
  name: 'apply-retention',
  data: z.object({}),
  retry: { limit: 2, delaySeconds: 600, backoff: false },
  expireInSeconds: 30 * 60,
});

export const retentionWorker = (services: RetentionServices) =>
  defineWorker(retentionRun, async () => {
    await applyRetention(services);
  });
