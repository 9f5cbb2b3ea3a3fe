import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { uploadAccept } from '@content/uploads';
import { Button } from '~/components/ui/button';
import { PlainUploadForm } from './plain-upload-form';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { cn } from '~/lib/cn';
import { uploadedIntent } from '../upload-desk-intents';
import type { UploadOutcome } from '../upload-outcome';
import { useFileUploads } from '../use-file-uploads';
import { ProgressBar } from './progress-bar';

/** Where the page comes back after the uploads are confirmed: at the area, which says how they went. */
export const uploadAreaId = 'upload-files';

/**
 * Drop files here or choose them: the area highlights while files are dragged over it,
 * and each file shows its own progress while it uploads. Without JavaScript it is a plain
 * multipart form that posts one file to the page's action.
 *
 * An island (ADR 0051): it imports nothing of React Router. The files go to the API with
 * progress; their ids then go to the page's action in a plain post of a hidden form, and the
 * page comes back with the Uploaded Files list and what the action said (`outcome`, from the
 * route's action data), whether or not React Router runs the page.
 */
export function UploadArea({ outcome }: { outcome: UploadOutcome }) {
  const input = useRef<HTMLInputElement>(null);
  const confirmForm = useRef<HTMLFormElement>(null);
  const summaryId = useId();
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState<string[]>([]);
  const { inFlight, busy: uploading, failures, upload } = useFileUploads({
    onUploaded: (files) => setConfirming(files.map((file) => file.id)),
  });
  // Sent once its inputs hold the ids; the area stays busy until the next page arrives.
  useEffect(() => {
    if (confirming.length > 0) confirmForm.current?.requestSubmit();
  }, [confirming]);
  // Back to this page as the browser kept it (its back button): the post went, the area is free again.
  useEffect(() => {
    const free = (event: PageTransitionEvent) => {
      if (event.persisted) setConfirming([]);
    };
    window.addEventListener('pageshow', free);
    return () => window.removeEventListener('pageshow', free);
  }, []);
  const busy = uploading || confirming.length > 0;

  const take = (files: FileList | null) => {
    if (files && files.length > 0) void upload(Array.from(files));
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };

  return (
    <div id={uploadAreaId} className="grid scroll-mt-24 gap-3">
      <ErrorSummary id={summaryId} messages={[outcome.formError, ...failures]} />
      <form ref={confirmForm} method="post" action={`#${uploadAreaId}`} hidden>
        <input type="hidden" name="intent" value={uploadedIntent} />
        {confirming.map((id) => (
          <input key={id} type="hidden" name="uploadIds" value={id} />
        ))}
      </form>
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
          {uploading
            ? `Uploading ${inFlight.length} file${inFlight.length === 1 ? '' : 's'}`
            : confirming.length > 0
              ? `Adding ${confirming.length} file${confirming.length === 1 ? '' : 's'} to your uploaded files`
              : ''}
        </p>
      </div>
      <FormStatus message={outcome.message} />
    </div>
  );
}
