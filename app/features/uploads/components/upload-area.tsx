import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { uploadAccept } from '@server/features/uploads/upload.schema';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useFileUploads } from '../use-file-uploads';
import { ProgressBar } from './progress-bar';

/**
 * Drop files here or choose them: the area highlights while files are dragged over it,
 * and each file shows its own progress while it uploads.
 */
export function UploadArea({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { inFlight, busy, upload } = useFileUploads({ onUploaded });

  const take = (files: FileList | null) => {
    if (files && files.length > 0) void upload(Array.from(files));
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };

  return (
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
      <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
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
  );
}
