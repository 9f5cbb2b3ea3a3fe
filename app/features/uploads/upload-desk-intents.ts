/**
 * The upload desk's forms, told apart by `intent` in the action of the page that shows the
 * desk (the hub and My reviews). A multipart post is always an upload: its body is
 * streamed to storage, never read as a form first, so it carries no intent to read.
 */
export const uploadIntent = 'upload';
/** The ids of files that finished uploading to `POST /api/uploads` (with progress). */
export const uploadedIntent = 'uploaded';
export const deleteUploadIntent = 'delete-upload';
export const submitReviewIntent = 'submit-review';

/** What the desk says once files arrive, whichever way they came. */
export function uploadedMessage(names: readonly string[]) {
  return names.length === 1 ? `${names[0]} uploaded.` : `${names.length} files uploaded: ${names.join(', ')}.`;
}
