import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applicationAnswers, applications } from '../../db/schema';
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
