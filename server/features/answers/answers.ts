import { and, count, eq, sql } from 'drizzle-orm';
import { consumeRateLimit } from '../../db/rate-limit';
import { applicationAnswers, reviewAnswers } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { Services } from '../kit/context';
import { draftSavesRateLimit, trackerAdditionsRateLimit, trackerLimits } from '../applications/tracker-limits';
import { findOwnAnswer, findOwnApplication, toAnswer } from './answer-queries';
import type { AddQuestionInput } from './answer.schema';

type Writer = Pick<Services, 'db'>;

/**
 * Adds a question (with its limit) to the member's own application, after its other
 * questions: within the hourly additions and the cap on questions per application, which
 * a per-application lock makes exact when two arrive at once.
 */
export async function addQuestion(
  { db }: Writer,
  { userId, applicationId, input }: { userId: string; applicationId: string; input: AddQuestionInput },
) {
  const application = await findOwnApplication(db, { userId, applicationId });
  if (!application) throw notFound('No such application');
  await consumeRateLimit(db, trackerAdditionsRateLimit, userId);
  const limit = input.limit ?? null;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`questions:${applicationId}`}, 0))`);
    const [held] = await tx
      .select({ questions: count() })
      .from(applicationAnswers)
      .where(eq(applicationAnswers.applicationId, applicationId));
    if ((held?.questions ?? 0) >= trackerLimits.questionsPerApplication) {
      const message = `An application holds up to ${trackerLimits.questionsPerApplication} questions. Delete one you no longer need to add another.`;
      throw new HttpError(409, 'conflict', message, { question: message });
    }
    const [inserted] = await tx
      .insert(applicationAnswers)
      .values({
        applicationId,
        userId,
        question: input.question,
        limitKind: limit ? ('words' in limit ? 'words' : 'characters') : null,
        limitValue: limit ? ('words' in limit ? limit.words : limit.characters) : null,
        position: sql`(select coalesce(max(${applicationAnswers.position}) + 1, 0) from ${applicationAnswers} where ${applicationAnswers.applicationId} = ${applicationId})`,
      })
      .returning();
    return inserted!;
  });
  return toAnswer(row);
}

/** Saves the draft of the member's own answer (autosave calls this on every pause in typing). */
export async function saveAnswerText(
  { db }: Writer,
  { userId, answerId, text }: { userId: string; answerId: string; text: string },
) {
  await consumeRateLimit(db, draftSavesRateLimit, userId);
  const [row] = await db
    .update(applicationAnswers)
    .set({ text, updatedAt: new Date() })
    .where(and(eq(applicationAnswers.id, answerId), eq(applicationAnswers.userId, userId)))
    .returning();
  if (!row) throw notFound('No such answer');
  return toAnswer(row);
}

/**
 * Deletes a question and its draft. One sent for review stays: deleting it would take the
 * copy the coach reads (and their feedback beside it) out of the review.
 */
export async function deleteAnswer(
  { db }: Writer,
  { userId, answerId }: { userId: string; answerId: string },
) {
  const answer = await findOwnAnswer(db, { userId, answerId });
  if (!answer) throw notFound('No such answer');
  const [sent] = await db
    .select({ reviewId: reviewAnswers.reviewId })
    .from(reviewAnswers)
    .where(eq(reviewAnswers.answerId, answer.id))
    .limit(1);
  if (sent) throw new HttpError(409, 'conflict', 'This answer was sent for review, so it cannot be deleted.');
  await db.delete(applicationAnswers).where(eq(applicationAnswers.id, answer.id));
}
