import { z } from 'zod';
import { applicationTypeIds, maxReviewUploads } from '../../../content/reviews';
import { multiLineText, plainText, wholeNumber } from '../../platform/http-kit/text.schema';
import { uploadIdSchema } from '../uploads/upload.schema';

// The review vocabulary lives with the catalogues, below the database schema that stores it.
export {
  applicationTypeIds,
  applicationTypes,
  feedbackSectionIds,
  feedbackSections,
  maxReviewUploads,
  quotaUsedUpMessage,
  reviewStatuses,
  reviewStatusLabels,
  type ApplicationType,
  type FeedbackSectionId,
  type ReviewStatus,
} from '../../../content/reviews';
export const feedbackScores = [1, 2, 3, 4, 5] as const;

const feedbackSection = z.strictObject({
  comment: multiLineText(5000, 'Please keep each comment under 5000 characters'),
  score: wholeNumber({ min: 1, max: 5, message: 'Scores run from 1 to 5' }).optional(),
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
  notes: multiLineText(2000, 'Please keep your notes under 2000 characters')
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
