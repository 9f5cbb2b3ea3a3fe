import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { reviewUploads, uploads } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError } from '../../platform/errors';
import { openReviewRequest } from './open-review-request';
import { sentThrough } from './review-contents';
import type { submitReviewSchema } from './review.schema';

type SubmitReviewInput = z.output<typeof submitReviewSchema>;

/** Asks for a review of some of the member's own uploads, within their plan's monthly allowance; a file already sent is refused (409). */
export async function submitReview(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  { userId, input }: { userId: string; input: SubmitReviewInput },
) {
  return openReviewRequest(services, {
    userId,
    details: input,
    gather: async (tx) => {
      const owned = await tx
        .select({ id: uploads.id, name: uploads.name })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.id, input.uploadIds)));
      if (owned.length !== input.uploadIds.length) {
        throw new HttpError(400, 'validation_failed', 'Some fields need attention.', {
          uploadIds: 'Choose files from your own uploads.',
        });
      }
      return {
        pieces: owned.map((upload) => ({ id: upload.id, name: `“${upload.name}”` })),
        findSent: sentThrough(reviewUploads.uploadId),
        attach: async (writer, reviewId, pieces) => {
          await writer.insert(reviewUploads).values(pieces.map((piece) => ({ reviewId, uploadId: piece.id })));
        },
      };
    },
  });
}
