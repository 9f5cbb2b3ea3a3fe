import { idsOf } from './vocabulary';

/**
 * The vocabulary of application reviews: what can be reviewed, the states a review passes
 * through and the feedback's sections. Pure data, so the database schema, the API and the
 * pages share it.
 */

/** Kinds of application a member can ask us to review, with their labels. */
export const applicationTypes = {
  'vacation-scheme': 'Vacation scheme',
  'training-contract': 'Training contract',
  'direct-training-contract': 'Direct training contract',
  'insight-scheme': 'Insight scheme or open day',
  'solicitor-apprenticeship': 'Solicitor apprenticeship',
  other: 'Other',
} as const;
export type ApplicationType = keyof typeof applicationTypes;
export const applicationTypeIds = idsOf(applicationTypes);

/** A review moves submitted → in_review (a coach claimed it) → completed (feedback sent). */
export const reviewStatuses = ['submitted', 'in_review', 'completed'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewStatusLabels: Record<ReviewStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  completed: 'Completed',
};

/** The structured feedback's sections, in the order coaches write and members read them. */
export const feedbackSections = {
  overall: 'Overall',
  motivation: 'Motivation',
  commercialAwareness: 'Commercial awareness',
  firmFit: 'Firm fit',
  structureAndWriting: 'Structure and writing',
} as const;
export type FeedbackSectionId = keyof typeof feedbackSections;
export const feedbackSectionIds = Object.keys(feedbackSections) as FeedbackSectionId[];

/** How many uploaded files one review request may carry. */
export const maxReviewUploads = 5;

/** What a member is told once this month's reviews are used (shared by the API and the form). */
export const quotaUsedUpMessage = (quota: { limit: number; month: string; nextMonth: string }) =>
  `You have used all ${quota.limit} application reviews for ${quota.month}. Your allowance resets on 1 ${quota.nextMonth}.`;
