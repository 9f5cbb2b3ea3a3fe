import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationAnswers, applications, reviewRequests } from '../../db/schema';
import { trackedColumns } from '../applications/application-queries';
import { isUuid } from '../uploads/upload-queries';

/**
 * The tracker of the member who asked for a review: their applications and drafts, for the
 * coach working on it. A coach sees a member's tracker only through a review the member
 * asked for: this is the one way in, and it starts from the review.
 */
export async function memberTrackerForReview(db: Database, { reviewId }: { reviewId: string }) {
  if (!isUuid(reviewId)) return null;
  const [review] = await db
    .select({ userId: reviewRequests.userId })
    .from(reviewRequests)
    .where(eq(reviewRequests.id, reviewId));
  if (!review) return null;
  const rows = await db
    .select(trackedColumns)
    .from(applications)
    .where(eq(applications.userId, review.userId))
    .orderBy(asc(applications.closesOn), asc(applications.createdAt));
  const drafts = rows.length
    ? await db
        .select({
          applicationId: applicationAnswers.applicationId,
          question: applicationAnswers.question,
          text: applicationAnswers.text,
        })
        .from(applicationAnswers)
        .where(
          inArray(
            applicationAnswers.applicationId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(applicationAnswers.position), asc(applicationAnswers.createdAt))
    : [];
  return rows.map((row) => ({ ...row, answers: drafts.filter((draft) => draft.applicationId === row.id) }));
}

export type MemberTracker = NonNullable<Awaited<ReturnType<typeof memberTrackerForReview>>>;
