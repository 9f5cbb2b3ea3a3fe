import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackSectionIds } from '@content/reviews';
import { retentionDefaults } from '@content/retention';
import { memberFilesPrefix } from '@server/features/account/member-files';
import { applyRetention } from '@server/features/retention/apply-retention';
import { recordTrialClaim, trialClaimedOn } from '@server/features/billing/trial-claims';
import { applicationAnswers, applications, auditLog, emailOutbox, enquiries, recordings, reviewAnswers, reviewRecordings, reviewRequests, reviewUploads, uploads } from '@server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createMember } from '../support/factories';
import { openInterviewAttempt } from '../support/interview-attempt';

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
/** Words that only the records' content holds: none may reach the log. */
const secret = 'Confidential-Zebra';
const feedback = Object.fromEntries(feedbackSectionIds.map((id) => [id, { comment: `${secret} comment` }])) as never;

/** Builds old and new records of every kind retention covers, with timestamps set directly. */
function factories(t: TestApp) {
  const { db, storage } = t.services;
  return {
    async enquiry(ageDays: number) {
      const [row] = await db
        .insert(enquiries)
        .values({ name: `${secret} Name`, email: `${secret.toLowerCase()}@example.com`, message: secret, createdAt: daysAgo(ageDays), updatedAt: daysAgo(ageDays) })
        .returning();
      return row!.id;
    },
    async upload(userId: string) {
      const storageKey = `${memberFilesPrefix(userId)}/uploads/${randomUUID()}`;
      await storage.put(storageKey, Readable.from([Buffer.from(`%PDF-1.7 ${secret}`)]));
      const [row] = await db.insert(uploads).values({ userId, name: `${secret}.pdf`, size: 20, type: 'application/pdf', storageKey }).returning();
      return row!;
    },
    /** A review of `uploadIds`, completed `completedDaysAgo` ago (open when undefined), with an annotated copy. */
    async review(userId: string, uploadIds: string[], completedDaysAgo?: number) {
      const annotatedFileKey = `${memberFilesPrefix(userId)}/reviews/${randomUUID()}`;
      await storage.put(annotatedFileKey, Readable.from([Buffer.from(`%PDF-1.7 annotated ${secret}`)]));
      const completed = completedDaysAgo !== undefined;
      const [row] = await db
        .insert(reviewRequests)
        .values({
          userId,
          status: completed ? 'completed' : 'submitted',
          targetFirm: 'Example LLP',
          applicationType: 'training-contract',
          notes: `${secret} notes`,
          planId: 'monthly',
          dueAt: daysAgo((completedDaysAgo ?? 0) - 5),
          submittedAt: daysAgo((completedDaysAgo ?? 0) + 5),
          completedAt: completed ? daysAgo(completedDaysAgo) : null,
          feedback: completed ? feedback : null,
          annotatedFileKey,
          annotatedFileName: `${secret}-annotated.pdf`,
          annotatedFileType: 'application/pdf',
          annotatedFileSize: 30,
        })
        .returning();
      if (uploadIds.length > 0) await db.insert(reviewUploads).values(uploadIds.map((uploadId) => ({ reviewId: row!.id, uploadId })));
      return row!;
    },
    /** A draft answer of the member's, copied into each of `reviewIds` as sent. */
    async answerSentWith(userId: string, reviewIds: string[]) {
      const [application] = await db.insert(applications).values({ userId, firm: 'Example LLP', opportunity: 'training-contract' }).returning();
      const [answer] = await db
        .insert(applicationAnswers)
        .values({ applicationId: application!.id, userId, question: 'Why this firm?', text: `${secret} draft` })
        .returning();
      await db.insert(reviewAnswers).values(reviewIds.map((reviewId) => ({ reviewId, answerId: answer!.id, question: 'Why this firm?', text: `${secret} as sent` })));
      return answer!.id;
    },
    async email(ageDays: number, status: 'stored' | 'queued' | 'sent' | 'failed') {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: `${secret.toLowerCase()}@example.com`, subject: `${secret} subject`, status, createdAt: daysAgo(ageDays) })
        .returning();
      return row!.id;
    },
    async auditEntry(ageDays: number) {
      const [row] = await db
        .insert(auditLog)
        .values({ actorEmail: `${secret.toLowerCase()}@example.com`, action: 'review.complete', targetType: 'review', targetId: randomUUID(), details: { note: secret }, createdAt: daysAgo(ageDays) })
        .returning();
      return row!.id;
    },
  };
}

describe.each(['local', 's3'] as const)('retention (%s storage)', (storageKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: storageKind });
  });
  afterAll(() => t.close());

  it('removes what is past its period, keeps what is not, and logs counts only', async () => {
    const make = factories(t);
    const { db, storage } = t.services;
    const periods = t.services.config.retention;
    expect(periods.reviewFilesDays).toBe(retentionDefaults.reviewFilesDays.days);
    const member = await createMember(t);
    const old = (days: number) => days + 30;

    const oldEnquiry = await make.enquiry(old(periods.enquiryDays));
    const newEnquiry = await make.enquiry(periods.enquiryDays - 30);

    // Files: an upload only in an old completed review goes; one also in an open review, one in a
    // recent completed review and one in no review stay.
    const onlyOld = await make.upload(member.id);
    const sharedWithOpen = await make.upload(member.id);
    const inRecent = await make.upload(member.id);
    const inNoReview = await make.upload(member.id);
    const oldReview = await make.review(member.id, [onlyOld.id, sharedWithOpen.id], old(periods.reviewFeedbackDays));
    const openReview = await make.review(member.id, [sharedWithOpen.id]);
    const recentReview = await make.review(member.id, [inRecent.id], periods.reviewFilesDays - 30);
    // Past the files' period but not the feedback's: files go, feedback stays.
    const filesOnlyReview = await make.review(member.id, [], old(periods.reviewFilesDays));

    const draft = await make.answerSentWith(member.id, [oldReview.id, filesOnlyReview.id]);

    const oldEmail = await make.email(old(periods.emailRecordDays), 'sent');
    const oldFailedEmail = await make.email(old(periods.emailRecordDays), 'failed');
    const oldQueuedEmail = await make.email(old(periods.emailRecordDays), 'queued');
    const newEmail = await make.email(periods.emailRecordDays - 30, 'sent');

    const oldAudit = await make.auditEntry(old(periods.auditDays));
    const newAudit = await make.auditEntry(periods.auditDays - 30);

    await recordTrialClaim(t.services, 'old.trial@example.com', daysAgo(old(periods.trialClaimDays)));
    await recordTrialClaim(t.services, 'new.trial@example.com', daysAgo(periods.trialClaimDays - 30));

    // Recorded takes: an old one nobody reviews goes with its file; a recent one, and an old one a review carries, stay.
    const attempt = await openInterviewAttempt(t, member.id, { takes: 3 });
    const take = async (ageDays: number) => {
      const storageKey = `${memberFilesPrefix(member.id)}/recordings/${randomUUID()}`;
      await storage.put(storageKey, Readable.from([Buffer.from(`webm ${secret}`)]));
      const [row] = await db
        .insert(recordings)
        .values({ userId: member.id, ...attempt, take: 1, storageKey, contentType: 'video/webm', status: 'ready', createdAt: daysAgo(ageDays), expiresAt: daysAgo(ageDays - 1) })
        .returning();
      return row!;
    };
    const oldTake = await take(old(periods.recordingDays));
    const recentTake = await take(periods.recordingDays - 10);
    const reviewedTake = await take(old(periods.recordingDays));
    await db.insert(reviewRecordings).values({ reviewId: openReview.id, recordingId: reviewedTake.id });

    t.logLines.length = 0;
    const counts = await applyRetention(t.services);
    expect(counts).toEqual({ enquiries: 1, reviewUploads: 1, annotatedFiles: 2, reviewFeedback: 1, emailRecords: 2, auditEntries: 1, trialClaims: 1, recordings: 1 });

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id).sort();
    expect(await ids(db.select({ id: recordings.id }).from(recordings).where(inArray(recordings.id, [oldTake.id, recentTake.id, reviewedTake.id])))).toEqual(
      [recentTake.id, reviewedTake.id].sort(),
    );
    expect(await storage.exists(oldTake.storageKey)).toBe(false);
    expect(await storage.exists(recentTake.storageKey)).toBe(true);
    expect(await ids(db.select({ id: enquiries.id }).from(enquiries).where(inArray(enquiries.id, [oldEnquiry, newEnquiry])))).toEqual([newEnquiry]);

    const remainingUploads = await ids(db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, member.id)));
    expect(remainingUploads).toEqual([sharedWithOpen.id, inRecent.id, inNoReview.id].sort());
    expect(await storage.exists(onlyOld.storageKey)).toBe(false);
    for (const kept of [sharedWithOpen, inRecent, inNoReview]) expect(await storage.exists(kept.storageKey)).toBe(true);
    const links = await db.select().from(reviewUploads).where(eq(reviewUploads.reviewId, oldReview.id));
    expect(links.map((link) => link.uploadId)).toEqual([sharedWithOpen.id]);

    const reviews = new Map((await db.select().from(reviewRequests).where(eq(reviewRequests.userId, member.id))).map((row) => [row.id, row]));
    for (const gone of [oldReview, filesOnlyReview]) {
      expect(reviews.get(gone.id)?.annotatedFileKey).toBeNull();
      expect(await storage.exists(gone.annotatedFileKey!)).toBe(false);
    }
    for (const kept of [openReview, recentReview]) {
      expect(reviews.get(kept.id)?.annotatedFileKey).toBe(kept.annotatedFileKey);
      expect(await storage.exists(kept.annotatedFileKey!)).toBe(true);
    }
    expect(reviews.get(oldReview.id)).toMatchObject({ status: 'completed', feedback: null, notes: null });
    expect(reviews.get(filesOnlyReview.id)?.feedback).toEqual(feedback);
    expect(reviews.get(recentReview.id)?.notes).toBe(`${secret} notes`);
    // The copy sent with the old review goes; the newer review's copy and the member's own draft stay.
    const copies = await db.select({ reviewId: reviewAnswers.reviewId }).from(reviewAnswers).where(eq(reviewAnswers.answerId, draft));
    expect(copies.map((copy) => copy.reviewId)).toEqual([filesOnlyReview.id]);
    expect(await db.select({ id: applicationAnswers.id }).from(applicationAnswers).where(eq(applicationAnswers.id, draft))).toHaveLength(1);

    expect(await ids(db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.id, [oldEmail, oldFailedEmail, oldQueuedEmail, newEmail])))).toEqual(
      [oldQueuedEmail, newEmail].sort(),
    );
    expect(await ids(db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, [oldAudit, newAudit])))).toEqual([newAudit]);
    // Past its period the address may have a trial again; within it, not.
    expect(await trialClaimedOn(t.services, 'old.trial@example.com')).toBeUndefined();
    expect(await trialClaimedOn(t.services, 'new.trial@example.com')).toBeInstanceOf(Date);

    const log = t.logLines.join('\n');
    expect(log).toContain('retention applied');
    expect(log).toContain('"enquiries":1');
    expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(log).not.toContain('@');
    expect(log).not.toContain(memberFilesPrefix(member.id));

    // A second run, as a repeat or another instance, finds nothing more; so do two at once.
    expect(Object.values(await applyRetention(t.services)).every((count) => count === 0)).toBe(true);
    await make.enquiry(old(periods.enquiryDays));
    const [first, second] = await Promise.all([applyRetention(t.services), applyRetention(t.services)]);
    expect(first.enquiries + second.enquiries).toBe(1);
  });
});
