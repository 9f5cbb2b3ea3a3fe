import { maxUploadBytes, uploadableMimeTypes } from '../../../server/features/uploads/upload.schema';

const uploadable = new Set<string>(uploadableMimeTypes);

/** The spec's filter: PDF, DOC or DOCX by the browser's file type, at most 10MB each. */
export const isUploadable = (file: { type: string; size: number }) =>
  uploadable.has(file.type) && file.size <= maxUploadBytes;

/** "1.23 MB": sizes as the Uploaded Files list shows them. */
export const formatMegabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
