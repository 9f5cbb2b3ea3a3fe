import type { ReviewQuota } from '@server/features/reviews/review-quota';
import { maxReviewUploads, quotaUsedUpMessage } from '@content/reviews';
import type { UploadedFile } from '@server/features/uploads/upload.schema';

/** Why the member cannot ask for a review right now, if they cannot (the server says so too). */
export function reviewUnavailable(uploads: readonly UploadedFile[], quota: ReviewQuota) {
  if (quota.remaining === 0) return quotaUsedUpMessage(quota);
  if (uploads.length === 0) return 'Upload a file first to request a review.';
  return undefined;
}

/** Newest files not yet in a review, as many as one review takes: what a member most likely means. */
export const likelyFiles = (uploads: readonly UploadedFile[]) =>
  uploads
    .filter((file) => !file.inReview)
    .slice(0, maxReviewUploads)
    .map((file) => file.id);
