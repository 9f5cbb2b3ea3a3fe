import type { ReviewFeedback } from '@server/features/reviews/review.schema';
import { apiRequest } from '~/lib/api-client';

/** Saves the coach's draft; the member sees nothing until the review is completed. */
export const saveReviewFeedback = (reviewId: string, feedback: ReviewFeedback) =>
  apiRequest<{ saved: true }>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/feedback`, {
    method: 'PUT',
    json: { feedback },
  });
