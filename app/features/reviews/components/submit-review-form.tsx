import { useId } from 'react';
import { Form, useActionData } from 'react-router';
import { applicationTypes, maxReviewUploads } from '@server/features/reviews/review.schema';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input, Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { submitReviewIntent } from '~/features/uploads/upload-desk-intents';
import { formatFileSize } from '~/features/uploads/upload-filter';
import type { ReviewQuota } from '@server/features/reviews/review-quota';
import { likelyFiles, reviewUnavailable } from '../review-availability';
import { ReviewUnavailable } from './review-unavailable';

const fields = ['uploadIds', 'targetFirm', 'applicationType', 'notes'] as const;

/** The files a failed request had ticked, which the action gives back beside the typed values. */
function useChosenFiles() {
  const answer = useActionData() as { intent?: string; chosenUploadIds?: string[] } | undefined;
  return answer?.intent === submitReviewIntent ? answer.chosenUploadIds : undefined;
}

/**
 * Submit for Review: choose files, name the firm and the kind of application, add notes.
 * Posted to the page's action, which checks it with the API's schema and allowance and
 * opens the new review's page.
 */
export function SubmitReviewForm({ uploads }: { uploads: UploadedFile[] }) {
  const form = useActionForm({ intent: submitReviewIntent });
  const { errors } = form;
  const chosen = new Set(useChosenFiles() ?? likelyFiles(uploads));
  const filesErrorId = useId();
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...fields.map((field) => errors[field])]} />
      <fieldset className="grid gap-2" aria-describedby={errors.uploadIds ? filesErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium">Files to review (up to {maxReviewUploads})</legend>
        <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
          {uploads.map((file) => (
            <li key={file.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  name="uploadIds"
                  value={file.id}
                  defaultChecked={chosen.has(file.id)}
                  className="size-4 accent-[var(--primary)]"
                  aria-invalid={errors.uploadIds ? true : undefined}
                  aria-describedby={errors.uploadIds ? filesErrorId : undefined}
                />
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.uploadIds ? (
          <p id={filesErrorId} className="text-sm font-medium text-destructive-text">
            {errors.uploadIds}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Target firm" error={errors.targetFirm}>
        <Input
          name="targetFirm"
          autoComplete="organization"
          placeholder="e.g. Clifford Chance"
          defaultValue={form.value('targetFirm')}
        />
      </FormField>
      <FormField label="Kind of application" error={errors.applicationType}>
        <ChoiceSelect
          name="applicationType"
          choices={applicationTypes}
          defaultValue={form.value('applicationType', 'vacation-scheme')}
        />
      </FormField>
      <FormField
        label="Notes for your coach"
        optional
        error={errors.notes}
        hint="Deadlines, word limits, or what you would like us to focus on."
      >
        <Textarea name="notes" rows={4} defaultValue={form.value('notes')} />
      </FormField>
      <SubmitButton pending={form.pending} pendingLabel="Submitting..." className="justify-self-end">
        Submit for Review
      </SubmitButton>
    </Form>
  );
}

/** The review request form in the page (My reviews), or why there is none now. */
export function RequestReviewForm({ uploads, quota }: { uploads: UploadedFile[]; quota: ReviewQuota }) {
  const reason = reviewUnavailable(uploads, quota);
  return reason ? <ReviewUnavailable reason={reason} /> : <SubmitReviewForm uploads={uploads} />;
}
