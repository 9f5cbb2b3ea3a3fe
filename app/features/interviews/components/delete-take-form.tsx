import { Form } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';

export const deleteTakeIntent = 'delete-take';

/**
 * Deleting a take asks first: the disclosure opens the confirmation, which works without
 * scripts. A take sent for review stays with the review; the refusal says so here, and the
 * page itself says when a take went (its form goes with it).
 */
export function DeleteTakeForm({ takeId, take }: { takeId: string; take: number }) {
  const form = useActionForm({ intent: `${deleteTakeIntent}-${takeId}` });
  return (
    <details className="text-sm" open={form.formError || form.errors.recordingId ? true : undefined}>
      <summary className="cursor-pointer font-medium text-destructive-text">Delete take {take}</summary>
      <Form method="post" ref={form.formRef} className="mt-2 grid gap-2">
        {form.intentInput}
        <input type="hidden" name="recordingId" value={takeId} />
        <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.recordingId]} />
        <p>The video and its file are deleted for good.</p>
        <SubmitButton pending={form.pending} pendingLabel="Deleting…" variant="destructive" className="justify-self-start">
          Yes, delete take {take}
        </SubmitButton>
      </Form>
    </details>
  );
}
