import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/toaster';
import { deleteUpload } from '../api/delete-upload';
import { uploadHref } from '../upload-links';
import { formatFileSize } from '../upload-filter';

/** The Uploaded Files list: each file with its size, a download and a delete. */
export function UploadedFilesList({ files, onChanged }: { files: UploadedFile[]; onChanged: () => Promise<void> }) {
  const [deleting, setDeleting] = useState<string>();

  const remove = async (file: UploadedFile) => {
    setDeleting(file.id);
    try {
      await deleteUpload(file.id);
      await onChanged();
      toast.success('File deleted', { description: file.name });
    } catch (error) {
      toast.error('Could not delete the file', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <section aria-labelledby="uploaded-files-title" className="grid gap-3">
      <h3 id="uploaded-files-title" className="font-sans text-lg font-semibold">
        Uploaded Files
      </h3>
      {files.length === 0 ? (
        <p className="text-sm text-muted-foreground">No files yet. Upload your CV or cover letter to get started.</p>
      ) : null}
      <ul className="grid gap-2">
        {files.map((file) => (
          <li key={file.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <a
                href={uploadHref(file.id)}
                download
                className="block truncate text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {file.name}
              </a>
              <p className="text-xs text-muted-foreground">
                {formatFileSize(file.size)}
                {file.inReview ? ' · In a review' : ''}
              </p>
            </div>
            {file.inReview ? null : (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Delete ${file.name}`}
                disabled={deleting === file.id}
                onClick={() => void remove(file)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
