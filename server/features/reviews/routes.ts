import { notFound } from '../../platform/errors';
import { z } from 'zod';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { fileResponse } from '../uploads/file-response';
import { openAnnotatedFile } from './open-annotated-file';
import { getReview, listMemberReviews } from './review-queries';
import { getReviewQuota } from './review-quota';
import { submitReviewSchema } from './review.schema';
import { submitReview } from './submit-review';

/** The member's side: ask for reviews within the plan's allowance and read them. */
const review = z.looseObject({ id: z.string(), status: z.string() });

export const reviewRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    route({
      method: 'POST',
      operationId: 'requestReview',
      path: '/reviews',
      access: 'subscriber',
      body: submitReviewSchema,
      responses: { 201: json('The review request.', review) },
      refusals: [409, 429],
      summary: 'Ask for an application review of uploaded files (`{ uploadIds, notes?, targetFirm?, applicationType? }`), within the plan’s monthly allowance; 409 for a file already with the coaches.',
      handler: async (c, { body }) => c.json(await submitReview(services, { userId: c.get('viewer').userId, input: body }), 201),
    }),
    {
      method: 'GET',
      operationId: 'listReviews',
      path: '/reviews',
      access: 'member',
      responses: { 200: json('Reviews and allowance.', z.object({ reviews: z.array(review), quota: z.looseObject({}) })) },
      summary: 'The member’s reviews and this month’s allowance.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        const [reviews, quota] = await Promise.all([listMemberReviews(db, { userId }), getReviewQuota(db, { userId })]);
        return c.json({ reviews, quota });
      },
    },
    {
      method: 'GET',
      operationId: 'getReview',
      path: '/reviews/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      responses: { 200: json('The review.', review) },
      summary: 'One review with its files and, once completed, its feedback: its owner or a coach.',
      handler: async (c) => {
        const review = await getReview(db, { reviewId: pathParam(c, 'id'), viewer: c.get('viewer') });
        if (!review) throw notFound('No such review');
        return c.json(review);
      },
    },
    {
      method: 'GET',
      operationId: 'downloadAnnotatedFile',
      path: '/reviews/:id/annotated-file',
      params: { id: pathParams.recordId },
      access: 'member',
      responses: { 200: { description: 'The annotated copy (PDF or DOCX).', type: 'document' } },
      summary: 'Download the coach’s annotated copy: its owner once completed, or a coach.',
      handler: async (c) =>
        fileResponse(c, await openAnnotatedFile(services, { viewer: c.get('viewer'), reviewId: pathParam(c, 'id') })),
    },
  ];
};
