import type { UploadedFile } from '@server/features/uploads/upload.schema';
import { sendFile } from '../send-file';

/** Uploads one of the member's documents, reporting progress from 0 to 1. */
export const uploadFile = (file: File, onProgress: (fraction: number) => void) =>
  sendFile<UploadedFile>('/api/uploads', file, onProgress);
