import { Hand } from 'lucide-react';
import { Form } from 'react-router';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { claimIntent } from '../../coach-review-intents';

/** Takes the review: it becomes this coach's to work on. The page shows how it went. */
export function ClaimReviewForm() {
  const form = useActionForm({ intent: claimIntent });
  return (
    <Form method="post" ref={form.formRef}>
      {form.intentInput}
      <SubmitButton pending={form.pending} pendingLabel="Claiming...">
        <Hand aria-hidden="true" />
        Claim review
      </SubmitButton>
    </Form>
  );
}
