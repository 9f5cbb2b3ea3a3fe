import { apiRequest } from '~/lib/api-client';

export const claimReview = (reviewId: string) =>
  apiRequest<{ claimed: true }>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/claim`, { method: 'POST' });
