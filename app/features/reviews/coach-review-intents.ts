/** The forms of a coach's review page, told apart by `intent` in its action. */
export const claimIntent = 'claim';
export const saveFeedbackIntent = 'save-feedback';
export const completeReviewIntent = 'complete-review';
/** An annotated copy sent without JavaScript: multipart, streamed by the action (no intent field is read). */
export const annotatedFileIntent = 'annotated-file';
/** An annotated copy that finished uploading to the API with progress. */
export const annotatedFileAttachedIntent = 'annotated-file-attached';
