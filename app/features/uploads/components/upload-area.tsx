import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useFetcher } from 'react-router';
import { uploadAccept } from '@content/uploads';
import { Button } from '~/components/ui/button';
import { PlainUploadForm } from './plain-upload-form';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { cn } from '~/lib/cn';
import { useActionForm } from '~/lib/forms/use-action-form';
import { uploadedIntent, uploadIntent } from '../upload-desk-intents';
import { useFileUploads } from '../use-file-uploads';
import { ProgressBar } from './progress-bar';

/**
 * Drop files here or choose them: the area highlights while files are dragged over it,
 * and each file shows its own progress while it uploads. Without JavaScript it is a plain
 * multipart form that posts one file to the page's action.
 */
export function UploadArea() {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The files went to the API with progress; their ids go to the page's action, after which
  // React Router reloads the page's data (the Uploaded Files list) as after any form.
  const confirm = useFetcher();
  const confirmed = useActionForm({ intent: uploadedIntent, fetcher: confirm });
  const posted = useActionForm({ intent: uploadIntent });
  const { inFlight, busy, failures, upload } = useFileUploads({
    onUploaded: (files) => {
      const form = new FormData();
      form.set('intent', uploadedIntent);
      for (const file of files) form.append('uploadIds', file.id);
      void confirm.submit(form, { method: 'post' });
    },
  });

  const take = (files: FileList | null) => {
    if (files && files.length > 0) void upload(Array.from(files));
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };

  return (
    <div className="grid gap-3">
      <ErrorSummary id={posted.summaryId} messages={[posted.formError, confirmed.formError, ...failures]} />
      <div
        role="group"
        aria-label="Upload files"
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
        className={cn(
          'grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors sm:p-8',
          dragging ? 'border-primary bg-accent text-accent-foreground' : 'border-input bg-card',
        )}
      >
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-muted">
          <Upload className="size-5 text-muted-foreground" />
        </span>
        <p className="font-medium">
          {dragging ? 'Drop your files to upload them' : 'Drag and drop your CV, cover letter or application answers'}
        </p>
        <p className="text-sm text-muted-foreground">PDF, DOC or DOCX, up to 10MB each</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={uploadAccept}
          hidden
          onChange={(event) => {
            take(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <PlainUploadForm id="upload-one-file" label="Choose a file" accept={uploadAccept} submitLabel="Upload" className="grid justify-items-center gap-3" />
        <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()} className="[@media(scripting:none)]:hidden">
          {busy ? 'Uploading...' : 'Choose files'}
        </Button>
        {inFlight.length > 0 ? (
          <ul aria-label="Uploads in progress" className="grid w-full gap-3 text-left">
            {inFlight.map((item) => (
              <li key={item.key} className="grid gap-1.5">
                <span className="truncate text-sm">{item.name}</span>
                <ProgressBar value={item.fraction} label={`Uploading ${item.name}`} />
              </li>
            ))}
          </ul>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {busy ? `Uploading ${inFlight.length} file${inFlight.length === 1 ? '' : 's'}` : ''}
        </p>
      </div>
      <FormStatus message={confirmed.message ?? posted.message} />
    </div>
  );
}
