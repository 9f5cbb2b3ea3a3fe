import { CheckCircle2, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import {
  feedbackScores,
  feedbackSectionIds,
  feedbackSections,
  reviewFeedbackSchema,
  type FeedbackSectionId,
  type ReviewFeedback,
} from '@server/features/reviews/review.schema';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Select, Textarea } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { ApiError } from '~/lib/api-client';
import { useFormProblems } from '~/lib/use-form-problems';
import { completeReview } from '../../api/complete-review';
import { saveReviewFeedback } from '../../api/save-review-feedback';

type FeedbackValues = Record<FeedbackSectionId, { comment: string; score: string }>;

const toValues = (feedback: ReviewFeedback | null): FeedbackValues =>
  Object.fromEntries(
    feedbackSectionIds.map((id) => [
      id,
      { comment: feedback?.[id].comment ?? '', score: feedback?.[id].score?.toString() ?? '' },
    ]),
  ) as FeedbackValues;

/** The form's strings as the API's feedback: trimmed comments, scores as numbers or left out. */
const toFeedback = (values: FeedbackValues) =>
  reviewFeedbackSchema.parse(
    Object.fromEntries(
      feedbackSectionIds.map((id) => [
        id,
        { comment: values[id].comment, ...(values[id].score ? { score: Number(values[id].score) } : {}) },
      ]),
    ),
  );

const overallRequired = 'Please write the overall comment before completing the review';

/**
 * The five sections of structured feedback, each a comment and an optional 1-5 score.
 * Drafts can be saved at any time; completing needs the overall comment and sends it all
 * to the member.
 */
export function FeedbackForm({ reviewId, initial }: { reviewId: string; initial: ReviewFeedback | null }) {
  const revalidator = useRevalidator();
  const [action, setAction] = useState<'save' | 'complete'>();
  const form = useForm<FeedbackValues>({ defaultValues: toValues(initial) });
  const { errors } = form.formState;
  const problems = useFormProblems();

  const run = async (kind: 'save' | 'complete', values: FeedbackValues) => {
    const feedback = toFeedback(values);
    problems.clear();
    if (kind === 'complete' && !feedback.overall.comment) {
      form.setError('overall.comment', { message: overallRequired });
      return problems.report();
    }
    setAction(kind);
    try {
      if (kind === 'save') {
        await saveReviewFeedback(reviewId, feedback);
        form.reset(values);
        toast.success('Draft saved', { description: 'The member sees nothing until you complete the review.' });
      } else {
        await completeReview(reviewId, feedback);
        toast.success('Review completed', { description: 'The member has been emailed their feedback.' });
      }
      await revalidator.revalidate();
    } catch (error) {
      const overall = error instanceof ApiError ? error.fields['feedback.overall.comment'] : undefined;
      if (overall) form.setError('overall.comment', { message: overall });
      const what = kind === 'save' ? 'The draft was not saved' : 'The review was not completed';
      problems.report(overall ? null : `${what}: ${error instanceof Error ? error.message : 'please try again.'}`);
    } finally {
      setAction(undefined);
    }
  };

  return (
    <form ref={problems.formRef} noValidate className="grid gap-6" onSubmit={form.handleSubmit((values) => run('complete', values))}>
      <ErrorSummary
        id={problems.summaryId}
        messages={[problems.problem, ...feedbackSectionIds.map((id) => errors[id]?.comment?.message)]}
      />
      {feedbackSectionIds.map((id) => (
        <fieldset key={id} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <legend className="px-1 font-sans text-base font-semibold">{feedbackSections[id]}</legend>
          <FormField label="Comment" optional={id !== 'overall'} error={errors[id]?.comment?.message}>
            <Textarea rows={id === 'overall' ? 5 : 3} maxLength={5000} {...form.register(`${id}.comment`)} />
          </FormField>
          <FormField label="Score" optional>
            <Select {...form.register(`${id}.score`)}>
              <option value="">No score</option>
              {feedbackScores.map((score) => (
                <option key={score} value={score}>
                  {score} / 5
                </option>
              ))}
            </Select>
          </FormField>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={action !== undefined}
          onClick={form.handleSubmit((values) => run('save', values))}
        >
          <Save aria-hidden="true" />
          {action === 'save' ? 'Saving...' : 'Save draft'}
        </Button>
        <Button type="submit" disabled={action !== undefined}>
          <CheckCircle2 aria-hidden="true" />
          {action === 'complete' ? 'Completing...' : 'Complete and send to member'}
        </Button>
      </div>
    </form>
  );
}
