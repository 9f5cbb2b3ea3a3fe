import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { reviewUploads, uploads } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import { openReviewRequest } from './open-review-request';
import type { submitReviewSchema } from './review.schema';

type SubmitReviewInput = z.output<typeof submitReviewSchema>;

/** Asks for a review of some of the member's own uploads, within their plan's monthly allowance. */
export async function submitReview(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  { userId, input }: { userId: string; input: SubmitReviewInput },
) {
  return openReviewRequest(services, {
    userId,
    details: input,
    attach: async (tx, reviewId) => {
      const owned = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.id, input.uploadIds)));
      if (owned.length !== input.uploadIds.length) {
        throw new HttpError(400, 'validation_failed', 'Some fields need attention.', {
          uploadIds: 'Choose files from your own uploads.',
        });
      }
      await tx.insert(reviewUploads).values(input.uploadIds.map((uploadId) => ({ reviewId, uploadId })));
    },
  });
}
