import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationTypeIds, reviewStatuses, type FeedbackSectionId } from '../../../content/reviews';
import { user } from './auth';

/**
 * A member's uploaded document. The file lives in private storage under `storageKey`
 * (generated, under the member's files prefix); `name` is the sanitised original name,
 * kept only for display.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_created_idx').on(table.userId, table.createdAt)],
);

/** A coach's feedback as stored; the API checks its shape first (features/reviews/review.schema.ts). */
export type StoredReviewFeedback = Record<FeedbackSectionId, { comment: string; score?: number | undefined }>;

/** An application review a subscriber asked for, and the coach's work on it. */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: reviewStatuses }).notNull().default('submitted'),
    targetFirm: text('target_firm').notNull(),
    applicationType: text('application_type', { enum: applicationTypeIds }).notNull(),
    notes: text('notes'),
    /** The plan the member was on when they submitted (quota and queue context). */
    planId: text('plan_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedBy: text('claimed_by').references(() => user.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the coaches were reminded that it is due (once, on the morning of its due day). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    feedback: jsonb('feedback').$type<StoredReviewFeedback>(),
    /** The coach's annotated copy: the member's file, so stored under the member's prefix. */
    annotatedFileKey: text('annotated_file_key'),
    annotatedFileName: text('annotated_file_name'),
    annotatedFileType: text('annotated_file_type'),
    annotatedFileSize: integer('annotated_file_size'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('review_requests_user_submitted_idx').on(table.userId, table.submittedAt),
    index('review_requests_status_submitted_idx').on(table.status, table.submittedAt),
  ],
);

/**
 * The files a review covers. An upload in a review cannot be deleted on its own (no
 * ON DELETE on upload_id); deleting the member removes both sides in one statement.
 */
export const reviewUploads = pgTable(
  'review_uploads',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.uploadId] }),
    index('review_uploads_upload_idx').on(table.uploadId),
  ],
);
