import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isPlanId, plans } from '../../../content/plans';
import type { Database } from '../../db/client';
import { applicationAnswers, reviewAnswers, reviewRequests, reviewUploads, uploads, user } from '../../db/schema';
import { limitOf } from '../answers/answer-queries';
import { isUuid, toUploadedFile } from '../uploads/upload-queries';
import { askedForReview, visibleMemberRows, type RowReader } from '../kit/member-rows';

const coach = alias(user, 'coach');

/** Owners see their own reviews; a coach every review, each being a request the member made. */
const visibleTo = (viewer: RowReader) => visibleMemberRows(viewer, { owner: reviewRequests.userId, coveredByReview: askedForReview });

const summaryColumns = {
  id: reviewRequests.id,
  status: reviewRequests.status,
  targetFirm: reviewRequests.targetFirm,
  applicationType: reviewRequests.applicationType,
  planId: reviewRequests.planId,
  submittedAt: reviewRequests.submittedAt,
  dueAt: reviewRequests.dueAt,
  completedAt: reviewRequests.completedAt,
  fileCount: sql<number>`(select count(*)::int from ${reviewUploads} where ${reviewUploads.reviewId} = ${reviewRequests.id})`,
};

type Timeline = { status: string; planId: string; submittedAt: Date; dueAt: Date; completedAt: Date | null };

/** Dates as ISO strings, the plan's name, and whether it is past due. */
const withTimeline = <T extends Timeline>(row: T, now: Date) => ({
  ...row,
  planName: isPlanId(row.planId) ? plans[row.planId].name : row.planId,
  submittedAt: row.submittedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  overdue: row.status !== 'completed' && row.dueAt < now,
});

/** `GET /api/reviews`: the member's own reviews, newest first. */
export async function listMemberReviews(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const rows = await db
    .select(summaryColumns)
    .from(reviewRequests)
    .where(eq(reviewRequests.userId, userId))
    .orderBy(desc(reviewRequests.submittedAt));
  return rows.map((row) => withTimeline(row, now));
}

export type MemberReviewSummary = Awaited<ReturnType<typeof listMemberReviews>>[number];

/**
 * The coaches' queue: open reviews first, oldest first (the order they fall due), then
 * the most recently completed.
 */
export async function listReviewQueue(
  db: Database,
  { now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {},
) {
  const rows = await db
    .select({
      ...summaryColumns,
      memberName: user.name,
      memberEmail: user.email,
      claimedBy: reviewRequests.claimedBy,
      coachName: coach.name,
    })
    .from(reviewRequests)
    .innerJoin(user, eq(user.id, reviewRequests.userId))
    .leftJoin(coach, eq(coach.id, reviewRequests.claimedBy))
    .orderBy(
      sql`${reviewRequests.status} = 'completed'`,
      asc(sql`case when ${reviewRequests.status} <> 'completed' then ${reviewRequests.submittedAt} end`),
      desc(reviewRequests.completedAt),
    )
    .limit(limit);
  return rows.map(({ memberName, memberEmail, claimedBy, coachName, ...row }) => ({
    ...withTimeline(row, now),
    member: { name: memberName, email: memberEmail },
    coach: claimedBy ? { id: claimedBy, name: coachName ?? '' } : null,
  }));
}

export type QueuedReview = Awaited<ReturnType<typeof listReviewQueue>>[number];

/** A review's row if the viewer may see it. */
export async function findVisibleReview(db: Database, { reviewId, viewer }: { reviewId: string; viewer: RowReader }) {
  if (!isUuid(reviewId)) return undefined;
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.id, reviewId), visibleTo(viewer)));
  return row;
}

/**
 * `GET /api/reviews/:id`: one review with its files, for its owner or a coach (null for
 * anyone else). The member sees the feedback and annotated file only once the review is
 * completed; a coach also sees the draft and who the member is.
 */
export async function getReview(
  db: Database,
  { reviewId, viewer, now = new Date() }: { reviewId: string; viewer: RowReader; now?: Date },
) {
  if (!isUuid(reviewId)) return null;
  const [found] = await db
    .select({ review: reviewRequests, memberName: user.name, memberEmail: user.email, coachName: coach.name })
    .from(reviewRequests)
    .innerJoin(user, eq(user.id, reviewRequests.userId))
    .leftJoin(coach, eq(coach.id, reviewRequests.claimedBy))
    .where(and(eq(reviewRequests.id, reviewId), visibleTo(viewer)));
  if (!found) return null;
  const { review, memberName, memberEmail, coachName } = found;
  const files = await db
    .select({ upload: uploads })
    .from(reviewUploads)
    .innerJoin(uploads, eq(uploads.id, reviewUploads.uploadId))
    .where(eq(reviewUploads.reviewId, review.id))
    .orderBy(asc(uploads.createdAt));
  // A question's limit never changes after it is added, so the answer row's is the one the member wrote to.
  const answers = await db
    .select({
      answerId: reviewAnswers.answerId,
      question: reviewAnswers.question,
      text: reviewAnswers.text,
      limitKind: applicationAnswers.limitKind,
      limitValue: applicationAnswers.limitValue,
    })
    .from(reviewAnswers)
    .innerJoin(applicationAnswers, eq(applicationAnswers.id, reviewAnswers.answerId))
    .where(eq(reviewAnswers.reviewId, review.id))
    .orderBy(asc(reviewAnswers.question));

  const isCoach = viewer.role === 'admin';
  const released = isCoach || review.status === 'completed';
  const { annotatedFileName: name, annotatedFileType: type, annotatedFileSize: size } = review;
  return {
    ...withTimeline(
      {
        id: review.id,
        status: review.status,
        targetFirm: review.targetFirm,
        applicationType: review.applicationType,
        notes: review.notes,
        planId: review.planId,
        submittedAt: review.submittedAt,
        dueAt: review.dueAt,
        completedAt: review.completedAt,
      },
      now,
    ),
    member: isCoach ? { name: memberName, email: memberEmail } : null,
    coach: review.claimedBy ? { id: review.claimedBy, name: coachName ?? '' } : null,
    files: files.map(({ upload }) => toUploadedFile({ ...upload, inReview: true })),
    /** Draft answers sent from the member's application workspace, as sent, with their question's limit. */
    answers: answers.map(({ limitKind, limitValue, ...answer }) => ({ ...answer, limit: limitOf({ limitKind, limitValue }) })),
    feedback: released ? review.feedback : null,
    annotatedFile: released && name && type && size !== null ? { name, type, size } : null,
  };
}

