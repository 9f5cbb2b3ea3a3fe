import { CheckCircle2, Save } from 'lucide-react';
import { Form } from 'react-router';
import {
  feedbackScores,
  feedbackSectionIds,
  feedbackSections,
  type ReviewFeedback,
} from '@server/features/reviews/review.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Select, Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { completeReviewIntent, saveFeedbackIntent } from '../../coach-review-intents';
import { feedbackField } from '../../feedback-fields';

/**
 * The five sections of structured feedback, each a comment and an optional 1-5 score.
 * Drafts can be saved at any time; completing needs the overall comment and sends it all
 * to the member. Both buttons post the form to the page's action, as their own intent.
 */
export function FeedbackForm({ initial }: { initial: ReviewFeedback | null }) {
  const save = useActionForm({ intent: saveFeedbackIntent });
  const complete = useActionForm({ intent: completeReviewIntent });
  // Whichever of the two was sent last: its problems, and what was typed before it.
  const last = complete.formError || Object.keys(complete.errors).length > 0 ? complete : save;
  const { errors } = last;
  return (
    <Form
      method="post"
      ref={(element) => {
        save.formRef.current = element;
        complete.formRef.current = element;
      }}
      noValidate
      className="grid gap-6"
    >
      <ErrorSummary
        id={last.summaryId}
        messages={[last.formError, ...feedbackSectionIds.flatMap((id) => [errors[feedbackField(id, 'comment')], errors[feedbackField(id, 'score')]])]}
      />
      {feedbackSectionIds.map((id) => (
        <fieldset key={id} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <legend className="px-1 font-sans text-base font-semibold">{feedbackSections[id]}</legend>
          <FormField label="Comment" optional={id !== 'overall'} error={errors[feedbackField(id, 'comment')]}>
            <Textarea
              name={feedbackField(id, 'comment')}
              rows={id === 'overall' ? 5 : 3}
              maxLength={5000}
              defaultValue={last.value(feedbackField(id, 'comment'), initial?.[id].comment ?? '')}
            />
          </FormField>
          <FormField label="Score" optional error={errors[feedbackField(id, 'score')]}>
            <Select
              name={feedbackField(id, 'score')}
              defaultValue={last.value(feedbackField(id, 'score'), initial?.[id].score?.toString() ?? '')}
            >
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
        <SubmitButton
          name="intent"
          value={saveFeedbackIntent}
          variant="outline"
          pending={save.pending}
          disabled={complete.pending}
          pendingLabel="Saving..."
        >
          <Save aria-hidden="true" />
          Save draft
        </SubmitButton>
        <SubmitButton
          name="intent"
          value={completeReviewIntent}
          pending={complete.pending}
          disabled={save.pending}
          pendingLabel="Completing..."
        >
          <CheckCircle2 aria-hidden="true" />
          Complete and send to member
        </SubmitButton>
      </div>
    </Form>
  );
}
