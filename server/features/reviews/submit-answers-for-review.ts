import { and, eq, inArray } from 'drizzle-orm';
import type { Opportunity } from '../../../content/firms';
import type { ApplicationType } from '../../../content/reviews';
import { applicationAnswers, applications, reviewAnswers } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError, notFound } from '../../platform/errors';
import { latestSentCopies } from '../answers/answer-queries';
import { openReviewRequest } from './open-review-request';

/** The kind of review a tracked opening asks for. */
const applicationTypeFor: Record<Opportunity, ApplicationType> = {
  'vacation-scheme-winter': 'vacation-scheme',
  'vacation-scheme-spring': 'vacation-scheme',
  'vacation-scheme-summer': 'vacation-scheme',
  'training-contract': 'training-contract',
  'open-day': 'insight-scheme',
};

/**
 * Sends drafts of one of the member's applications to the coaches as a review request
 * (counted against the monthly allowance as uploads are). The question and text are
 * copied as sent, so the coach's feedback sits beside what they read while the member
 * keeps drafting. A draft already sent and unchanged since is refused (409), so a second
 * click spends nothing.
 */
export async function submitAnswersForReview(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  {
    userId,
    applicationId,
    answerIds,
    notes,
  }: { userId: string; applicationId: string; answerIds: string[]; notes?: string | undefined },
) {
  const [application] = await services.db
    .select()
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!application) throw notFound('No such application');
  const wanted = [...new Set(answerIds)];
  let drafts: { id: string; question: string; text: string }[] = [];
  return openReviewRequest(services, {
    userId,
    details: { targetFirm: application.firm, applicationType: applicationTypeFor[application.opportunity], notes },
    vet: async (tx) => {
      drafts = await tx
        .select({ id: applicationAnswers.id, question: applicationAnswers.question, text: applicationAnswers.text })
        .from(applicationAnswers)
        .where(
          and(
            eq(applicationAnswers.userId, userId),
            eq(applicationAnswers.applicationId, applicationId),
            inArray(applicationAnswers.id, wanted),
          ),
        );
      if (drafts.length !== wanted.length) {
        throw new HttpError(400, 'validation_failed', 'Some fields need attention.', {
          answerIds: 'Choose answers of this application.',
        });
      }
      if (drafts.some((draft) => draft.text.trim() === '')) {
        throw new HttpError(400, 'validation_failed', 'Some fields need attention.', {
          answerIds: 'Write a draft before sending it for review.',
        });
      }
      // Under the member's review lock: a second click, or a second tab, finds the first one's copy.
      const sent = await latestSentCopies(tx, { userId, answerIds: wanted });
      const unchanged = drafts.find((draft) => sent.get(draft.id)?.text === draft.text);
      if (unchanged) {
        throw new HttpError(
          409,
          'conflict',
          `Your answer to “${unchanged.question}” was already sent for review, and it has not changed since. Edit it to send a new draft.`,
        );
      }
    },
    attach: async (tx, reviewId) => {
      await tx
        .insert(reviewAnswers)
        .values(drafts.map((draft) => ({ reviewId, answerId: draft.id, question: draft.question, text: draft.text })));
    },
  });
}
