import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceAnswers, practiceAttempts, practiceForms, practiceItemComments, practiceItems, reviewPracticeAttempts, timedAttempts } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { assertWorkable, lockReview } from '../reviews/coach-work';

/**
 * The practice attempts a member sent with a review request, as the coach reviewing it reads
 * them: each item with the member's answer, its credit, the key and rationales, and the
 * coaches' comments. Only attempts the review covers are read (the review is the coach's
 * access to a member's attempts).
 */
export async function listReviewedPracticeAttempts(db: Database, { reviewId }: { reviewId: string }) {
  const attempts = await db
    .select({
      attemptId: practiceAttempts.attemptId,
      itemIds: practiceAttempts.itemIds,
      score: practiceAttempts.score,
      maxScore: practiceAttempts.maxScore,
      formTitle: practiceForms.title,
      kind: practiceForms.kind,
      status: timedAttempts.status,
      closedAt: timedAttempts.closedAt,
    })
    .from(reviewPracticeAttempts)
    .innerJoin(practiceAttempts, eq(practiceAttempts.attemptId, reviewPracticeAttempts.attemptId))
    .innerJoin(practiceForms, eq(practiceForms.id, practiceAttempts.formId))
    .innerJoin(timedAttempts, eq(timedAttempts.id, practiceAttempts.attemptId))
    .where(eq(reviewPracticeAttempts.reviewId, reviewId))
    .orderBy(asc(timedAttempts.startedAt));
  if (attempts.length === 0) return [];
  const attemptIds = attempts.map((each) => each.attemptId);
  const itemIds = [...new Set(attempts.flatMap((each) => each.itemIds))];
  const [items, answers, comments] = await Promise.all([
    db.select().from(practiceItems).where(inArray(practiceItems.id, itemIds)),
    db.select().from(practiceAnswers).where(inArray(practiceAnswers.attemptId, attemptIds)),
    db
      .select()
      .from(practiceItemComments)
      .where(and(eq(practiceItemComments.reviewId, reviewId), inArray(practiceItemComments.attemptId, attemptIds)))
      .orderBy(asc(practiceItemComments.createdAt)),
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  return attempts.map((attempt) => ({
    attemptId: attempt.attemptId,
    formTitle: attempt.formTitle,
    kind: attempt.kind,
    status: attempt.status,
    closedAt: attempt.closedAt?.toISOString() ?? null,
    score: attempt.score,
    maxScore: attempt.maxScore,
    items: attempt.itemIds.flatMap((itemId, index) => {
      const item = itemById.get(itemId);
      if (!item) return [];
      const answer = answers.find((each) => each.attemptId === attempt.attemptId && each.itemId === itemId);
      return [
        {
          number: index + 1,
          itemId,
          section: item.section,
          format: item.format,
          passage: item.passage,
          prompt: item.prompt,
          options: item.options,
          key: item.key,
          explanation: item.explanation,
          answer: answer?.answer ?? null,
          credit: answer?.credit ?? null,
          comments: comments
            .filter((each) => each.attemptId === attempt.attemptId && each.itemId === itemId)
            .map((each) => ({ id: each.id, text: each.text, createdAt: each.createdAt.toISOString() })),
        },
      ];
    }),
  }));
}
export type ReviewedPracticeAttempt = Awaited<ReturnType<typeof listReviewedPracticeAttempts>>[number];

/**
 * The coach who claimed a review comments on one item of an attempt it covers; the member
 * reads the comment with the review. Audit-logged, naming the member.
 */
export async function addPracticeItemComment(
  db: Database,
  { reviewId, attemptId, itemId, text, coach }: { reviewId: string; attemptId: string; itemId: string; text: string; coach: Viewer },
) {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, { reviewId });
    assertWorkable(review, coach.userId);
    const [covered] = await tx
      .select({ itemIds: practiceAttempts.itemIds, userId: practiceAttempts.userId })
      .from(reviewPracticeAttempts)
      .innerJoin(practiceAttempts, eq(practiceAttempts.attemptId, reviewPracticeAttempts.attemptId))
      .where(and(eq(reviewPracticeAttempts.reviewId, reviewId), eq(reviewPracticeAttempts.attemptId, attemptId)));
    if (!covered) throw new HttpError(400, 'validation_failed', 'Some fields need attention.', { attemptId: 'This review does not cover that attempt' });
    if (!covered.itemIds.includes(itemId)) throw new HttpError(400, 'validation_failed', 'Some fields need attention.', { itemId: 'That item is not part of the attempt' });
    const [row] = await tx.insert(practiceItemComments).values({ reviewId, attemptId, itemId, coachId: coach.userId, text }).returning();
    await recordAudit(tx, { actor: coach, action: 'review.practice-comment.add', target: { type: 'review', id: reviewId }, memberId: covered.userId, details: { attemptId, itemId } });
    return { id: row!.id, attemptId, itemId, text: row!.text, createdAt: row!.createdAt.toISOString() };
  });
}
