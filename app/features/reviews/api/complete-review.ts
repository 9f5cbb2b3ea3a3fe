import type { ReviewFeedback } from '@server/features/reviews/review.schema';
import { apiRequest } from '~/lib/api-client';

/** Sends the final feedback to the member (by email too). */
export const completeReview = (reviewId: string, feedback: ReviewFeedback) =>
  apiRequest<{ id: string; status: string; completedAt: string }>(
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/complete`,
    {
      method: 'POST',
      json: { feedback },
    },
  );
