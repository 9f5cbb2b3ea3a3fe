/** Where a review's annotated copy is downloaded (its owner once completed, and coaches). */
export const annotatedFileHref = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/annotated-file`;
