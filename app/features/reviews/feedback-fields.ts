import { feedbackSectionIds, type FeedbackSectionId } from '@server/features/reviews/review.schema';

/** The feedback form's field for one section's comment or score: `overall.comment`, `overall.score`. */
export const feedbackField = (section: FeedbackSectionId, part: 'comment' | 'score') => `${section}.${part}`;

/**
 * The feedback form's fields as the body the API's feedback schemas take, `{ feedback }`:
 * a score as a number, an unscored section without one.
 */
export function feedbackBody(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const feedback = Object.fromEntries(
    feedbackSectionIds.map((section) => {
      const score = text(feedbackField(section, 'score'));
      return [section, { comment: text(feedbackField(section, 'comment')), ...(score ? { score: Number(score) } : {}) }];
    }),
  );
  return { feedback };
}

/** The form field a problem in `{ feedback }` belongs to (its path below `feedback`). */
export const feedbackFieldOf = (path: readonly PropertyKey[]) => path.slice(1).map(String).join('.');
