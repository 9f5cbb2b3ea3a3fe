import { sendFile } from '~/features/uploads/send-file';

/** Attaches the coach's annotated copy (PDF or DOCX), replacing any earlier one. */
export const uploadAnnotatedFile = (reviewId: string, file: File, onProgress: (fraction: number) => void) =>
  sendFile<{ name: string; size: number; type: string }>(
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/annotated-file`,
    file,
    onProgress,
  );
