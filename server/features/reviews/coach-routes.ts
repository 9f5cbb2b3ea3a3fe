import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { attachAnnotatedFile } from './attach-annotated-file';
import { claimReview } from './claim-review';
import { completeReview } from './complete-review';
import { memberTrackerForReview } from './member-tracker';
import { notFound } from '../../platform/errors';
import { listReviewQueue } from './review-queries';
import { completeReviewSchema, saveFeedbackSchema } from './review.schema';
import { saveReviewFeedback } from './save-review-feedback';

/**
 * The coaches' side of reviews. A review and its files are read through the member routes
 * (`/reviews/:id`, `/uploads/:id/file`, `/reviews/:id/annotated-file`), which let coaches in.
 */
export const coachReviewRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      path: '/admin/reviews',
      access: 'coach',
      summary: 'The review queue: open reviews oldest first, then the recently completed.',
      handler: async (c) => c.json({ reviews: await listReviewQueue(db) }),
    },
    {
      method: 'GET',
      path: '/admin/reviews/:id/member-applications',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary:
        'The reviewed member’s applications and draft answers (a coach sees them only through a review the member asked for).',
      handler: async (c) => {
        const applications = await memberTrackerForReview(db, { reviewId: pathParam(c, 'id') });
        if (!applications) throw notFound('No such review');
        return c.json({ applications });
      },
    },
    {
      method: 'POST',
      path: '/admin/reviews/:id/claim',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'Claim a review.',
      handler: async (c) => {
        await claimReview(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id') });
        return c.json({ claimed: true });
      },
    },
    {
      method: 'PUT',
      path: '/admin/reviews/:id/feedback',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'Save draft feedback on a review the coach claimed.',
      handler: async (c) => {
        const { feedback } = await parseJson(c, saveFeedbackSchema);
        await saveReviewFeedback(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id'), feedback });
        return c.json({ saved: true });
      },
    },
    {
      method: 'POST',
      path: '/admin/reviews/:id/annotated-file',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'Attach an annotated copy (PDF or DOCX, multipart field file).',
      handler: async (c) =>
        c.json(
          await attachAnnotatedFile(services, {
            coach: c.get('viewer'),
            reviewId: pathParam(c, 'id'),
            request: c.req.raw,
          }),
          201,
        ),
    },
    {
      method: 'POST',
      path: '/admin/reviews/:id/complete',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'Complete a review with its feedback and email the member.',
      handler: async (c) => {
        const { feedback } = await parseJson(c, completeReviewSchema);
        return c.json(
          await completeReview(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id'), feedback }),
        );
      },
    },
  ];
};
