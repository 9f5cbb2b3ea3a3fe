import { z } from 'zod';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
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
const review = z.looseObject({ id: z.string() });

export const coachReviewRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'listReviewQueue',
      path: '/admin/reviews',
      access: 'coach',
      responses: { 200: json('The queue.', z.object({ reviews: z.array(review) })) },
      summary: 'The review queue: open reviews oldest first, then the recently completed.',
      handler: async (c) => c.json({ reviews: await listReviewQueue(db) }),
    },
    {
      method: 'GET',
      operationId: 'listReviewedMemberApplications',
      path: '/admin/reviews/:id/member-applications',
      params: { id: pathParams.recordId },
      access: 'coach',
      responses: { 200: json('The member’s applications with their answers.', z.object({ applications: z.array(z.looseObject({ id: z.string() })) })) },
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
      operationId: 'claimReview',
      path: '/admin/reviews/:id/claim',
      params: { id: pathParams.recordId },
      access: 'coach',
      responses: { 200: json('Claimed.', z.object({ claimed: z.literal(true) })) },
      refusals: [409],
      summary: 'Claim a review.',
      handler: async (c) => {
        await claimReview(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id') });
        return c.json({ claimed: true });
      },
    },
    route({
      method: 'PUT',
      operationId: 'saveReviewFeedback',
      path: '/admin/reviews/:id/feedback',
      params: { id: pathParams.recordId },
      access: 'coach',
      body: saveFeedbackSchema,
      responses: { 200: json('Saved.', z.object({ saved: z.literal(true) })) },
      refusals: [409],
      summary: 'Save draft feedback on a review the coach claimed.',
      handler: async (c, { body }) => {
        await saveReviewFeedback(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id'), feedback: body.feedback });
        return c.json({ saved: true });
      },
    }),
    {
      method: 'POST',
      operationId: 'attachAnnotatedFile',
      path: '/admin/reviews/:id/annotated-file',
      params: { id: pathParams.recordId },
      access: 'coach',
      multipart: { fields: { file: 'file' }, required: ['file'] },
      responses: { 201: json('The attached copy.', z.looseObject({})) },
      refusals: [409, 415],
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
    route({
      method: 'POST',
      operationId: 'completeReview',
      path: '/admin/reviews/:id/complete',
      params: { id: pathParams.recordId },
      access: 'coach',
      body: completeReviewSchema,
      responses: { 200: json('The completed review.', review) },
      refusals: [409],
      summary: 'Complete a review with its feedback and email the member.',
      handler: async (c, { body }) =>
        c.json(await completeReview(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id'), feedback: body.feedback })),
    }),
  ];
};
