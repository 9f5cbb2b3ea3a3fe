import { maxUploadBytes, uploadableMimeTypes } from '@content/uploads';

const uploadable = new Set<string>(uploadableMimeTypes);

/** The browser-side filter: PDF, DOC or DOCX by the browser's file type, at most 10MB each. */
export const isUploadable = (file: { type: string; size: number }) =>
  uploadable.has(file.type) && file.size <= maxUploadBytes;

/**
 * A file's size as the Uploaded Files list shows it: "1.23 MB", or whole kilobytes below a
 * megabyte ("52 KB"), where two decimals of a megabyte would read "0.05 MB" or "0.00 MB".
 */
export function formatFileSize(bytes: number) {
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
