import { notFound } from '../../platform/errors';
import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { fileResponse } from '../uploads/file-response';
import { openAnnotatedFile } from './open-annotated-file';
import { getReview, listMemberReviews } from './review-queries';
import { getReviewQuota } from './review-quota';
import { submitReviewSchema } from './review.schema';
import { submitReview } from './submit-review';

/** The member's side: ask for reviews within the plan's allowance and read them. */
export const reviewRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'POST',
      path: '/reviews',
      access: 'subscriber',
      summary: 'Ask for an application review of uploaded files (`{ uploadIds, notes?, targetFirm?, applicationType? }`), within the plan’s monthly allowance.',
      handler: async (c) => {
        const input = await parseJson(c, submitReviewSchema);
        return c.json(await submitReview(services, { userId: c.get('viewer').userId, input }), 201);
      },
    },
    {
      method: 'GET',
      path: '/reviews',
      access: 'member',
      summary: 'The member’s reviews and this month’s allowance.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        const [reviews, quota] = await Promise.all([listMemberReviews(db, { userId }), getReviewQuota(db, { userId })]);
        return c.json({ reviews, quota });
      },
    },
    {
      method: 'GET',
      path: '/reviews/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      summary: 'One review with its files and, once completed, its feedback: its owner or a coach.',
      handler: async (c) => {
        const review = await getReview(db, { reviewId: pathParam(c, 'id'), viewer: c.get('viewer') });
        if (!review) throw notFound('No such review');
        return c.json(review);
      },
    },
    {
      method: 'GET',
      path: '/reviews/:id/annotated-file',
      params: { id: pathParams.recordId },
      access: 'member',
      summary: 'Download the coach’s annotated copy: its owner once completed, or a coach.',
      handler: async (c) =>
        fileResponse(c, await openAnnotatedFile(services, { viewer: c.get('viewer'), reviewId: pathParam(c, 'id') })),
    },
  ];
};
