import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toaster';
import { ProgressBar } from '~/features/uploads/components/progress-bar';
import { uploadFailureMessage } from '~/features/uploads/upload-failure';
import { uploadAnnotatedFile } from '../../api/upload-annotated-file';

const accept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Attaches the coach's annotated copy of the member's document, with upload progress. */
export function AnnotatedFileUpload({ reviewId, hasFile }: { reviewId: string; hasFile: boolean }) {
  const revalidator = useRevalidator();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await uploadAnnotatedFile(reviewId, file, setProgress);
      await revalidator.revalidate();
      toast.success('Annotated copy attached', { description: file.name });
    } catch (error) {
      toast.error('Upload failed', { description: uploadFailureMessage(file.name, error) });
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {hasFile ? 'Replace the annotated copy' : 'Annotated copy'}{' '}
        <span className="font-normal text-muted-foreground">(optional, PDF or DOCX, up to 10MB)</span>
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
  );
}
