import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { practiceAnswers, practiceAttempts, practiceForms, practiceItems, timedAttempts } from '../../../db/schema';
import { storedAnswer } from '../../practice/practice-queries';
import type { ExportDocument } from '../export-document.schema';
import { iso, isoOrNull } from './export-values';

/**
 * The member's practice attempts, oldest first: each with its test, timing, result and every
 * answer as given, beside the statement it answered.
 */
export async function readPracticeAttempts(db: Database, { userId }: { userId: string }): Promise<ExportDocument['practiceAttempts']> {
  const [attempts, answers] = await Promise.all([
    db
      .select({ timed: timedAttempts, practice: practiceAttempts, formTitle: practiceForms.title, kind: practiceForms.kind })
      .from(practiceAttempts)
      .innerJoin(timedAttempts, eq(timedAttempts.id, practiceAttempts.attemptId))
      .innerJoin(practiceForms, eq(practiceForms.id, practiceAttempts.formId))
      .where(eq(practiceAttempts.userId, userId))
      .orderBy(asc(timedAttempts.startedAt)),
    db
      .select({
        attemptId: practiceAnswers.attemptId,
        question: practiceItems.prompt,
        answer: storedAnswer(),
        credit: practiceAnswers.credit,
        answeredAt: practiceAnswers.answeredAt,
      })
      .from(practiceAnswers)
      .innerJoin(practiceAttempts, eq(practiceAttempts.attemptId, practiceAnswers.attemptId))
      .innerJoin(practiceItems, eq(practiceItems.id, practiceAnswers.itemId))
      .where(eq(practiceAttempts.userId, userId))
      .orderBy(asc(practiceAnswers.answeredAt)),
  ]);
  return attempts.map(({ timed, practice, formTitle, kind }) => ({
    id: timed.id,
    formTitle,
    kind,
    status: timed.status,
    startedAt: iso(timed.startedAt),
    deadline: isoOrNull(timed.deadline),
    closedAt: isoOrNull(timed.closedAt),
    timeFactor: timed.timeFactor,
    score: practice.score,
    maxScore: practice.maxScore,
    sections: practice.sections,
    answers: answers
      .filter((answer) => answer.attemptId === timed.id)
      .map(({ question, answer, credit, answeredAt }) => ({ question, answer, credit, answeredAt: iso(answeredAt) })),
  }));
}
