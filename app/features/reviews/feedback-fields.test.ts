import { describe, expect, it } from 'vitest';
import { completeReviewSchema } from '@server/features/reviews/review.schema';
import { feedbackBody, feedbackFieldOf } from './feedback-fields';

describe('feedbackBody', () => {
  it('nests the sections, with scores as numbers and unscored sections left without', () => {
    const form = new FormData();
    form.set('overall.comment', 'Clear and focused.');
    form.set('overall.score', '4');
    form.set('motivation.score', '');
    const { feedback } = feedbackBody(form);
    expect(feedback.overall).toEqual({ comment: 'Clear and focused.', score: 4 });
    expect(feedback.motivation).toEqual({ comment: '' });
    expect(completeReviewSchema.safeParse({ feedback }).success).toBe(true);
  });

  it('names the field of a problem the schema finds', () => {
    const result = completeReviewSchema.safeParse(feedbackBody(new FormData()));
    expect(result.success).toBe(false);
    expect(feedbackFieldOf(result.error!.issues[0]!.path)).toBe('overall.comment');
  });
});
