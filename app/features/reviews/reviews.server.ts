// Server-only review and upload reads for route loaders.
export { getReviewDesk } from '../../../server/features/reviews/review-desk';
export { getReview, listMemberReviews, listReviewQueue } from '../../../server/features/reviews/review-queries';
