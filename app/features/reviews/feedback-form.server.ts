import type { z } from 'zod';
import type { completeReviewSchema, saveFeedbackSchema } from '@server/features/reviews/review.schema';
import { formFailure } from '~/lib/forms/form-action.server';
import { feedbackBody, feedbackFieldOf } from './feedback-fields';

/**
 * Checks the feedback form with the API's schema (saving or completing). Its fields are
 * nested (`overall.comment`), so each problem is named by its path below `feedback`.
 */
export function parseFeedbackForm<S extends typeof saveFeedbackSchema | typeof completeReviewSchema>(form: FormData, schema: S) {
  const parsed = schema.safeParse(feedbackBody(form));
  if (parsed.success) return { ok: true as const, data: parsed.data as z.output<S> };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = feedbackFieldOf(issue.path);
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  const formError = Object.keys(fieldErrors).length > 0 ? undefined : (parsed.error.issues[0]?.message ?? 'Please check the feedback and try again.');
  return { ok: false as const, failure: formFailure(form, { fieldErrors, formError }) };
}
