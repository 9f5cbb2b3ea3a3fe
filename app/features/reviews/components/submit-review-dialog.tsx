import { zodResolver } from '@hookform/resolvers/zod';
import { site } from '@content/site';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ReviewQuota } from '@server/features/reviews/review-quota';
import {
  applicationTypes,
  maxReviewUploads,
  quotaUsedUpMessage,
  submitReviewFormSchema,
  type SubmitReviewFormInput,
} from '@server/features/reviews/review.schema';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input, Textarea } from '~/components/ui/input';
import { toast } from '~/components/ui/toaster';
import { applyServerErrors } from '~/lib/form-errors';
import { useFormProblems } from '~/lib/use-form-problems';
import { formatLongDate } from '~/lib/format-date';
import { formatFileSize } from '~/features/uploads/upload-filter';
import { submitReview } from '../api/submit-review';
import { QuotaSummary } from './quota-summary';

type SubmitReviewOutput = z.output<typeof submitReviewFormSchema>;
const fields = ['uploadIds', 'targetFirm', 'applicationType', 'notes'] as const;

/** Newest files not yet in a review, as many as one review takes: what a member most likely means. */
const likelyFiles = (uploads: UploadedFile[]) =>
  uploads
    .filter((file) => !file.inReview)
    .slice(0, maxReviewUploads)
    .map((file) => file.id);

/**
 * Submit for Review: choose files, name the firm and the kind of application, add notes.
 * The allowance is shown here and enforced by the server.
 */
export function SubmitReviewDialog({ uploads, quota }: { uploads: UploadedFile[]; quota: ReviewQuota }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm<SubmitReviewFormInput, unknown, SubmitReviewOutput>({
    resolver: zodResolver(submitReviewFormSchema),
    defaultValues: { uploadIds: [], targetFirm: '', applicationType: 'vacation-scheme', notes: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const problems = useFormProblems();
  const filesErrorId = useId();
  const unavailable =
    quota.remaining === 0
      ? quotaUsedUpMessage(quota)
      : uploads.length === 0
        ? 'Upload a file first to request a review.'
        : undefined;

  const submit = form.handleSubmit(async (values) => {
    problems.clear();
    try {
      const review = await submitReview(values);
      toast.success('Review requested', {
        description: `A coach will send your feedback by ${formatLongDate(review.dueAt)}.`,
      });
      setOpen(false);
      await navigate(`/my-reviews/${review.id}`);
    } catch (error) {
      problems.report(applyServerErrors(error, form.setError, fields));
    }
  }, () => problems.report());

  return (
    <div className="grid justify-items-start gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) form.reset({ ...form.getValues(), uploadIds: likelyFiles(uploads) });
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button
            variant="gold"
            size="lg"
            disabled={unavailable !== undefined}
            aria-describedby={unavailable ? 'submit-review-unavailable' : undefined}
          >
            <Send aria-hidden="true" />
            Submit for Review
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Submit for Review</DialogTitle>
            <DialogDescription>
              A coach reads your application and sends structured feedback within {site.reviewTurnaroundWorkingDays}{' '}
              working days.
            </DialogDescription>
          </DialogHeader>
          <QuotaSummary quota={quota} />
          <form ref={problems.formRef} onSubmit={submit} noValidate className="grid gap-4">
            <ErrorSummary id={problems.summaryId} messages={[problems.problem, ...fields.map((field) => errors[field]?.message)]} />
            <fieldset className="grid gap-2" aria-describedby={errors.uploadIds ? filesErrorId : undefined}>
              <legend className="mb-1 text-sm font-medium">Files to review (up to {maxReviewUploads})</legend>
              <Controller
                control={form.control}
                name="uploadIds"
                render={({ field }) => (
                  <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
                    {uploads.map((file) => (
                      <li key={file.id}>
                        <label className="flex cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm hover:bg-muted">
                          <input
                            type="checkbox"
                            className="size-4 accent-[var(--primary)]"
                            aria-invalid={errors.uploadIds ? true : undefined}
                            aria-describedby={errors.uploadIds ? filesErrorId : undefined}
                            checked={field.value.includes(file.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, file.id]
                                  : field.value.filter((id) => id !== file.id),
                              )
                            }
                          />
                          <span className="min-w-0 flex-1 truncate">{file.name}</span>
                          <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              />
              {errors.uploadIds ? (
                <p id={filesErrorId} className="text-sm font-medium text-destructive-text">
                  {errors.uploadIds.message}
                </p>
              ) : null}
            </fieldset>
            <FormField label="Target firm" error={errors.targetFirm?.message}>
              <Input autoComplete="organization" placeholder="e.g. Clifford Chance" {...form.register('targetFirm')} />
            </FormField>
            <FormField label="Kind of application" error={errors.applicationType?.message}>
              <ChoiceSelect choices={applicationTypes} {...form.register('applicationType')} />
            </FormField>
            <FormField
              label="Notes for your coach"
              optional
              error={errors.notes?.message}
              hint="Deadlines, word limits, or what you would like us to focus on."
            >
              <Textarea rows={4} {...form.register('notes')} />
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Submitting...' : 'Submit for Review'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {unavailable ? (
        <p id="submit-review-unavailable" className="text-sm text-muted-foreground">
          {unavailable}
        </p>
      ) : null}
    </div>
  );
}
