import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationAnswers, applications, reviewAnswers, reviewRequests } from '../../db/schema';
import type { AnswerLimit } from '../../../content/answer-checker';
import { isUuid } from '../uploads/upload-queries';

/** The member's own application (undefined for anyone else's: a 404). */
export async function findOwnApplication(
  db: Database,
  { userId, applicationId }: { userId: string; applicationId: string },
) {
  if (!isUuid(applicationId)) return undefined;
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  return row;
}

export type AnswerRow = typeof applicationAnswers.$inferSelect;

/** The stored limit columns as the API's `{ words } | { characters }`. */
export const limitOf = (row: Pick<AnswerRow, 'limitKind' | 'limitValue'>): AnswerLimit | null =>
  row.limitKind && row.limitValue !== null ? ({ [row.limitKind]: row.limitValue } as AnswerLimit) : null;

export const toAnswer = (row: AnswerRow) => ({
  id: row.id,
  applicationId: row.applicationId,
  question: row.question,
  limit: limitOf(row),
  text: row.text,
  position: row.position,
  updatedAt: row.updatedAt.toISOString(),
});
export type Answer = ReturnType<typeof toAnswer>;

/** An application's questions and drafts, in the order they were added. */
export async function listAnswers(db: Database, { userId, applicationId }: { userId: string; applicationId: string }) {
  const rows = await db
    .select()
    .from(applicationAnswers)
    .where(and(eq(applicationAnswers.applicationId, applicationId), eq(applicationAnswers.userId, userId)))
    .orderBy(asc(applicationAnswers.position), asc(applicationAnswers.createdAt));
  return rows.map(toAnswer);
}

/** The member's own answer row (undefined for anyone else's). */
export async function findOwnAnswer(db: Database, { userId, answerId }: { userId: string; answerId: string }) {
  if (!isUuid(answerId)) return undefined;
  const [row] = await db
    .select()
    .from(applicationAnswers)
    .where(and(eq(applicationAnswers.id, answerId), eq(applicationAnswers.userId, userId)));
  return row;
}

export type SentCopy = { answerId: string; reviewId: string; sentAt: Date; text: string };

/**
 * The latest copy of each of the member's answers sent for review (answers never sent are
 * absent): a draft still equal to its copy has nothing new for a coach to read.
 */
export async function latestSentCopies(
  db: Database,
  { userId, answerIds }: { userId: string; answerIds: string[] },
): Promise<Map<string, SentCopy>> {
  if (answerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([reviewAnswers.answerId], {
      answerId: reviewAnswers.answerId,
      reviewId: reviewAnswers.reviewId,
      sentAt: reviewRequests.submittedAt,
      text: reviewAnswers.text,
    })
    .from(reviewAnswers)
    .innerJoin(reviewRequests, eq(reviewRequests.id, reviewAnswers.reviewId))
    .where(and(eq(reviewRequests.userId, userId), inArray(reviewAnswers.answerId, answerIds)))
    .orderBy(reviewAnswers.answerId, desc(reviewRequests.submittedAt));
  return new Map(rows.map((row) => [row.answerId, row]));
}
