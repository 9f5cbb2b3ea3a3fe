import { eq } from 'drizzle-orm';
import { practiceForms, practiceAttempts, reviewPracticeAttempts } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { Services } from '../kit/context';
import { openReviewRequest } from '../reviews/open-review-request';
import { sentThrough } from '../reviews/review-contents';
import { closeIfExpired, lockOwnAttempt } from '../timed-attempts/timed-attempts';
import { isUuid } from '../uploads/upload-queries';
import { timedAttemptClosers } from './practice-attempts';

/**
 * Sends one of the member's closed practice attempts to the coaches as a review request,
 * within the monthly allowance exactly as drafts are sent; the coach reads the attempt
 * through the request. An attempt still open is refused (409): there is nothing to review
 * until it is submitted or its time runs out; one already sent is with the coaches (409).
 */
export async function requestPracticeReview(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  { userId, attemptId, notes, now = new Date() }: { userId: string; attemptId: string; notes?: string | undefined; now?: Date },
) {
  if (!isUuid(attemptId)) throw notFound('No such attempt');
  const [practice] = await services.db
    .select({ formTitle: practiceForms.title })
    .from(practiceAttempts)
    .innerJoin(practiceForms, eq(practiceForms.id, practiceAttempts.formId))
    .where(eq(practiceAttempts.attemptId, attemptId));
  return openReviewRequest(services, {
    userId,
    details: { targetFirm: `Online test practice: ${practice?.formTitle ?? ''}`.trim(), applicationType: 'other', notes },
    gather: async (tx) => {
      const attempt = await lockOwnAttempt(tx, { userId, attemptId, purpose: 'practice-test' });
      if (!attempt || !practice) throw notFound('No such attempt');
      const current = await closeIfExpired(tx, attempt, { now, closers: timedAttemptClosers });
      if (current.status === 'open') {
        throw new HttpError(409, 'conflict', 'Submit this attempt before sending it for review.');
      }
      return {
        pieces: [{ id: attemptId, name: 'This attempt' }],
        findSent: sentThrough(reviewPracticeAttempts.attemptId),
        attach: async (writer, reviewId) => {
          await writer.insert(reviewPracticeAttempts).values({ reviewId, attemptId });
        },
      };
    },
  });
}
