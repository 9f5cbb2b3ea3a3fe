import { useRef, useState } from 'react';
import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { toast } from '~/components/ui/toaster';
import { sendFile } from './send-file';
import { uploadFailureMessage } from './upload-failure';
import { isUploadable } from './upload-filter';

export type UploadInFlight = { key: number; name: string; fraction: number };

const invalidFiles = 'Please upload PDF, DOC, or DOCX files under 10MB';

/**
 * Uploads the chosen files that pass the browser-side filter to `POST /api/uploads`, each
 * with its own progress (the one write that streams outside a route action), and says how
 * it went: `failures` for the page, a toast besides where the page runs its toaster (a page
 * React Router hydrates). `onUploaded` gets the files that arrived, for the page's action to
 * take.
 */
export function useFileUploads({ onUploaded }: { onUploaded: (files: UploadedFile[]) => void }) {
  const [inFlight, setInFlight] = useState<UploadInFlight[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const nextKey = useRef(0);

  const setFraction = (key: number, fraction: number) =>
    setInFlight((current) => current.map((item) => (item.key === key ? { ...item, fraction } : item)));

  async function upload(chosen: File[]) {
    const files = chosen.filter(isUploadable);
    if (files.length === 0) {
      setFailures([invalidFiles]);
      toast.error('Invalid files', { description: invalidFiles });
      return;
    }
    setFailures([]);
    const batch = files.map((file) => ({ key: nextKey.current++, name: file.name, fraction: 0 }));
    setInFlight((current) => [...current, ...batch]);
    const results = await Promise.allSettled(
      files.map((file, index) =>
        sendFile<UploadedFile>('/api/uploads', file, (fraction) => setFraction(batch[index]!.key, fraction)),
      ),
    );
    const failed = results.flatMap((result, index) =>
      result.status === 'rejected' ? [uploadFailureMessage(files[index]!.name, result.reason)] : [],
    );
    setFailures(failed);
    for (const description of failed) toast.error('Upload failed', { description });
    const arrived = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    // The page's action then says they arrived (the page loads again after it: a toast would go with it).
    if (arrived.length > 0) onUploaded(arrived);
    const finished = new Set(batch.map((item) => item.key));
    setInFlight((current) => current.filter((item) => !finished.has(item.key)));
  }

  return { inFlight, busy: inFlight.length > 0, failures, upload };
}
