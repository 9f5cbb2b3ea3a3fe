import { z } from 'zod';
import { plainText } from '../../http/text.schema';
import { uploadIdSchema } from '../uploads/upload.schema';

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
export const applicationTypeIds = Object.keys(applicationTypes) as [ApplicationType, ...ApplicationType[]];

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

export const maxReviewUploads = 5;

/** What a member is told once this month's reviews are used (shared by the API and the form). */
export const quotaUsedUpMessage = (quota: { limit: number; month: string; nextMonth: string }) =>
  `You have used all ${quota.limit} application reviews for ${quota.month}. Your allowance resets on 1 ${quota.nextMonth}.`;
export const feedbackScores = [1, 2, 3, 4, 5] as const;

const feedbackSection = z.strictObject({
  comment: plainText(5000, 'Please keep each comment under 5000 characters'),
  score: z.number().int().min(1, 'Scores run from 1 to 5').max(5, 'Scores run from 1 to 5').optional(),
});

/** A coach's feedback: every section has a comment (possibly empty in a draft) and an optional 1-5 score. */
export const reviewFeedbackSchema = z.strictObject({
  overall: feedbackSection,
  motivation: feedbackSection,
  commercialAwareness: feedbackSection,
  firmFit: feedbackSection,
  structureAndWriting: feedbackSection,
});
export type ReviewFeedback = z.output<typeof reviewFeedbackSchema>;

export const saveFeedbackSchema = z.strictObject({ feedback: reviewFeedbackSchema });

/** Completing needs at least the overall comment: the member must get something to read. */
export const completeReviewSchema = z.strictObject({
  feedback: reviewFeedbackSchema.refine((feedback) => feedback.overall.comment.length > 0, {
    message: 'Please write the overall comment before completing the review',
    path: ['overall', 'comment'],
  }),
});

/** The Submit for Review form: there the member must name the firm and the kind of application. */
export const submitReviewFormSchema = z.strictObject({
  uploadIds: z
    .array(uploadIdSchema, 'Choose at least one file')
    .min(1, 'Choose at least one file')
    .max(maxReviewUploads, `Choose at most ${maxReviewUploads} files`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each file once'),
  targetFirm: plainText(120, 'Please keep the firm name under 120 characters').min(
    1,
    'Please name the firm you are applying to',
  ),
  applicationType: z.enum(applicationTypeIds, 'Please choose the kind of application'),
  notes: plainText(2000, 'Please keep your notes under 2000 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** Filed for a review asked for without naming them, as the API contract allows. */
const unnamedFirm = 'Not named';

/**
 * `POST /api/reviews`: the API's documented `{ uploadIds, notes? }`, plus the
 * firm and kind of application that the form always sends.
 */
export const submitReviewSchema = submitReviewFormSchema.extend({
  targetFirm: submitReviewFormSchema.shape.targetFirm.default(unnamedFirm),
  applicationType: submitReviewFormSchema.shape.applicationType.default('other'),
});
export type SubmitReviewFormInput = z.input<typeof submitReviewFormSchema>;
