import { FileText, Trash2 } from 'lucide-react';
import { useFetcher } from 'react-router';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { useActionForm } from '~/lib/forms/use-action-form';
import { deleteUploadIntent } from '../upload-desk-intents';
import { uploadHref } from '../upload-links';
import { formatFileSize } from '../upload-filter';

/**
 * The Uploaded Files list: each file with its size, a download and a delete. Each delete
 * is a small form posted to the page's action: by one fetcher where React Router runs (the
 * page stays put), else as a plain post (without JavaScript, or on a plain page, ADR 0051),
 * after which the page comes back at this list.
 */
export function UploadedFilesList({ files }: { files: UploadedFile[] }) {
  const fetcher = useFetcher();
  const withScript = useActionForm({ intent: deleteUploadIntent, fetcher });
  const withoutScript = useActionForm({ intent: deleteUploadIntent });
  const deleting = fetcher.formData?.get('uploadId');

  return (
    <section id="uploaded-files" aria-labelledby="uploaded-files-title" className="grid scroll-mt-24 gap-3">
      <h3 id="uploaded-files-title" className="font-sans text-lg font-semibold">
        Uploaded Files
      </h3>
      <ErrorSummary id={withScript.summaryId} messages={[withScript.formError, withoutScript.formError]} />
      <FormStatus message={withScript.message ?? withoutScript.message} />
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
              <fetcher.Form method="post" action="#uploaded-files">
                <input type="hidden" name="intent" value={deleteUploadIntent} />
                <input type="hidden" name="uploadId" value={file.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${file.name}`}
                  disabled={deleting === file.id}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </fetcher.Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
