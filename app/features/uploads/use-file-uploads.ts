import { useRef, useState } from 'react';
import { toast } from '~/components/ui/toaster';
import { uploadFile } from './api/upload-file';
import { uploadFailureMessage } from './upload-failure';
import { isUploadable } from './upload-filter';

export type UploadInFlight = { key: number; name: string; fraction: number };

/**
 * Uploads the chosen files that pass the browser-side filter, each with its own progress,
 * and tells the member how it went: a refused file's toast gives the server's reason.
 * `onUploaded` refreshes the list once at least one file arrived.
 */
export function useFileUploads({ onUploaded }: { onUploaded: () => Promise<void> }) {
  const [inFlight, setInFlight] = useState<UploadInFlight[]>([]);
  const nextKey = useRef(0);

  const setFraction = (key: number, fraction: number) =>
    setInFlight((current) => current.map((item) => (item.key === key ? { ...item, fraction } : item)));

  async function upload(chosen: File[]) {
    const files = chosen.filter(isUploadable);
    if (files.length === 0) {
      toast.error('Invalid files', { description: 'Please upload PDF, DOC, or DOCX files under 10MB' });
      return;
    }
    const batch = files.map((file) => ({ key: nextKey.current++, name: file.name, fraction: 0 }));
    setInFlight((current) => [...current, ...batch]);
    const results = await Promise.allSettled(
      files.map((file, index) => uploadFile(file, (fraction) => setFraction(batch[index]!.key, fraction))),
    );
    results.forEach((result, index) => {
      if (result.status === 'rejected')
        toast.error('Upload failed', { description: uploadFailureMessage(files[index]!.name, result.reason) });
    });
    const uploaded = results.filter((result) => result.status === 'fulfilled').length;
    if (uploaded > 0) {
      await onUploaded();
      toast.success('Files uploaded successfully', { description: `${uploaded} file(s) uploaded` });
    }
    const finished = new Set(batch.map((item) => item.key));
    setInFlight((current) => current.filter((item) => !finished.has(item.key)));
  }

  return { inFlight, busy: inFlight.length > 0, upload };
}
