import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  practiceAnswers,
  practiceAttempts,
  practiceFormItems,
  practiceForms,
  practiceItemComments,
  practiceItems,
  reviewPracticeAttempts,
  reviewRequests,
  timedAttempts,
  type PracticeAnswer,
  type PracticeOption,
} from '../../db/schema';
import { isUuid } from '../uploads/upload-queries';
import { sectionNameOf } from './score-answer';

export type PracticeItem = typeof practiceItems.$inferSelect;
export type PracticeForm = typeof practiceForms.$inferSelect;

/** The published forms with their number of questions: diagnostic first, then by kind, the longest test before the drills, then title. */
export async function listPublishedForms(db: Database) {
  const rows = await db
    .select({
      id: practiceForms.id,
      kind: practiceForms.kind,
      title: practiceForms.title,
      description: practiceForms.description,
      minutes: practiceForms.minutes,
      free: practiceForms.free,
      questions: count(practiceItems.id),
    })
    .from(practiceForms)
    .leftJoin(practiceFormItems, eq(practiceFormItems.formId, practiceForms.id))
    .leftJoin(practiceItems, and(eq(practiceItems.id, practiceFormItems.itemId), eq(practiceItems.status, 'published')))
    .where(eq(practiceForms.status, 'published'))
    .groupBy(practiceForms.id)
    .orderBy(desc(practiceForms.free), asc(practiceForms.kind), desc(practiceForms.minutes), asc(practiceForms.title));
  return rows;
}

/** A published form (undefined for a draft, a retired or an unknown one: a 404). */
export async function findPublishedForm(db: Database, { formId }: { formId: string }) {
  if (!isUuid(formId)) return undefined;
  const [form] = await db
    .select()
    .from(practiceForms)
    .where(and(eq(practiceForms.id, formId), eq(practiceForms.status, 'published')));
  return form;
}

/** A form's published items in their order: what an attempt of it asks. */
export async function listFormItems(db: Database, { formId }: { formId: string }) {
  const rows = await db
    .select({ item: practiceItems })
    .from(practiceFormItems)
    .innerJoin(practiceItems, eq(practiceItems.id, practiceFormItems.itemId))
    .where(and(eq(practiceFormItems.formId, formId), eq(practiceItems.status, 'published')))
    .orderBy(asc(practiceFormItems.position));
  return rows.map((row) => row.item);
}

/** Items by id, in the order of `ids` (an attempt keeps the items it was given, retired or not). */
export async function itemsInOrder(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(practiceItems).where(inArray(practiceItems.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A stored answer, read as JSON text and parsed once: Drizzle's jsonb reader parses a string a
 * second time, which turns the option id "true" into a boolean. Every read of answers uses it.
 */
export const storedAnswer = () =>
  sql<PracticeAnswer>`${practiceAnswers.answer}::text`.mapWith((text: string) => JSON.parse(text) as PracticeAnswer);

/** An attempt's answers, as given. */
export async function listAttemptAnswers(db: Database, { attemptId }: { attemptId: string }) {
  return db
    .select({
      itemId: practiceAnswers.itemId,
      answer: storedAnswer(),
      credit: practiceAnswers.credit,
      answeredAt: practiceAnswers.answeredAt,
    })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.attemptId, attemptId));
}

const withoutRationale = (options: PracticeOption[]) => options.map(({ id, text }) => ({ id, text }));

/** A question as a member sees it while answering: no key, no rationale. */
export const toQuestion = (item: PracticeItem) => ({
  id: item.id,
  ...(item.section ? { section: item.section } : {}),
  sectionName: sectionNameOf(item),
  format: item.format,
  passage: item.passage,
  prompt: item.prompt,
  options: withoutRationale(item.options),
});
export type PracticeQuestion = ReturnType<typeof toQuestion>;

/** The member's attempts, newest first: the trend across forms and dates. */
export async function listPracticeAttempts(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select({
      id: timedAttempts.id,
      formId: practiceForms.id,
      formTitle: practiceForms.title,
      kind: practiceForms.kind,
      startedAt: timedAttempts.startedAt,
      closedAt: timedAttempts.closedAt,
      status: timedAttempts.status,
      score: practiceAttempts.score,
      maxScore: practiceAttempts.maxScore,
      sections: practiceAttempts.sections,
    })
    .from(practiceAttempts)
    .innerJoin(timedAttempts, eq(timedAttempts.id, practiceAttempts.attemptId))
    .innerJoin(practiceForms, eq(practiceForms.id, practiceAttempts.formId))
    .where(eq(practiceAttempts.userId, userId))
    .orderBy(desc(timedAttempts.startedAt));
  return rows.map((row) => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}
export type PracticeTrendEntry = Awaited<ReturnType<typeof listPracticeAttempts>>[number];

/**
 * The reviews an attempt was sent in, and the coaches' comments on its items, oldest first.
 * Callers read the attempt as its owner first (the comments carry no owner of their own).
 */
export async function listAttemptReviewNotes(db: Database, { attemptId }: { attemptId: string }) {
  const reviews = await db
    .select({ id: reviewRequests.id, status: reviewRequests.status, submittedAt: reviewRequests.submittedAt })
    .from(reviewPracticeAttempts)
    .innerJoin(reviewRequests, eq(reviewRequests.id, reviewPracticeAttempts.reviewId))
    .where(eq(reviewPracticeAttempts.attemptId, attemptId))
    .orderBy(asc(reviewRequests.submittedAt));
  const comments = await db
    .select({ id: practiceItemComments.id, itemId: practiceItemComments.itemId, text: practiceItemComments.text, createdAt: practiceItemComments.createdAt })
    .from(practiceItemComments)
    .where(eq(practiceItemComments.attemptId, attemptId))
    .orderBy(asc(practiceItemComments.createdAt));
  return { reviews, comments };
}
