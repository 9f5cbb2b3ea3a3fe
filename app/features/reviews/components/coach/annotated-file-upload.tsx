import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { toast } from '~/components/ui/toaster';
import { useActionForm } from '~/lib/forms/use-action-form';
import { PlainUploadForm } from '~/features/uploads/components/plain-upload-form';
import { ProgressBar } from '~/features/uploads/components/progress-bar';
import { sendFile } from '~/features/uploads/send-file';
import { uploadFailureMessage } from '~/features/uploads/upload-failure';
import { annotatedFileAttachedIntent, annotatedFileIntent } from '../../coach-review-intents';

const accept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const hint = '(optional, PDF or DOCX, up to 10MB)';

/**
 * Attaches the coach's annotated copy of the member's document: streamed to the API with
 * progress, then confirmed to the page's action, which reloads the page's data. Without
 * JavaScript, a plain multipart form posts it to the action, which streams it the same way.
 */
export function AnnotatedFileUpload({ reviewId, hasFile }: { reviewId: string; hasFile: boolean }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const confirm = useFetcher();
  const confirmed = useActionForm({ intent: annotatedFileAttachedIntent, fetcher: confirm });
  const posted = useActionForm({ intent: annotatedFileIntent });
  const label = hasFile ? 'Replace the annotated copy' : 'Annotated copy';

  const upload = async (file: File) => {
    setProgress(0);
    setFailure(undefined);
    try {
      await sendFile(`/api/admin/reviews/${encodeURIComponent(reviewId)}/annotated-file`, file, setProgress);
      await confirm.submit({ intent: annotatedFileAttachedIntent }, { method: 'post' });
    } catch (error) {
      const message = uploadFailureMessage(file.name, error);
      setFailure(message);
      toast.error('Upload failed', { description: message });
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <ErrorSummary id={posted.summaryId} messages={[posted.formError, confirmed.formError, failure]} />
      <div className="grid gap-2 [@media(scripting:none)]:hidden">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label} <span className="font-normal text-muted-foreground">{hint}</span>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            disabled={progress !== undefined}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {progress !== undefined ? 'Uploading...' : ''}
          </span>
        </div>
        {progress !== undefined ? <ProgressBar value={progress} label="Uploading the annotated copy" /> : null}
      </div>
      <PlainUploadForm
        id="annotated-file-plain"
        label={
          <>
            {label} <span className="font-normal text-muted-foreground">{hint}</span>
          </>
        }
        accept={accept}
        submitLabel="Attach"
        className="grid justify-items-start gap-2"
      />
      <FormStatus message={confirmed.message} />
    </div>
  );
}
