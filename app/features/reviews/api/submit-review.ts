import type { z } from 'zod';
import type { submitReviewSchema } from '@server/features/reviews/review.schema';
import { apiRequest } from '~/lib/api-client';

export const submitReview = (input: z.output<typeof submitReviewSchema>) =>
  apiRequest<{ id: string; status: string; submittedAt: string; dueAt: string }>('/api/reviews', {
    method: 'POST',
    json: input,
  });
