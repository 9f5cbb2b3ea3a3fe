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
 * keeps drafting. A draft already sent and unchanged since is already with the coaches
 * (409), so a second click spends nothing.
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
  return openReviewRequest(services, {
    userId,
    details: { targetFirm: application.firm, applicationType: applicationTypeFor[application.opportunity], notes },
    gather: async (tx) => {
      const drafts = await tx
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
      const draftById = new Map(drafts.map((draft) => [draft.id, draft]));
      return {
        pieces: drafts.map((draft) => ({ id: draft.id, name: `Your answer to “${draft.question}”` })),
        // A draft is with the coaches while its latest sent copy still reads as it does now.
        findSent: async (reader, ids) => {
          const sent = await latestSentCopies(reader, { userId, answerIds: ids });
          return new Set(ids.filter((id) => sent.get(id)?.text === draftById.get(id)?.text));
        },
        toSendAgain: 'Edit it to send a new draft.',
        attach: async (writer, reviewId, pieces) => {
          await writer
            .insert(reviewAnswers)
            .values(pieces.map(({ id }) => draftById.get(id)!).map((draft) => ({ reviewId, answerId: draft.id, question: draft.question, text: draft.text })));
        },
      };
    },
  });
}
