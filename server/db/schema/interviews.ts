import { bigint, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { timedAttempts } from './practice';
import { practiceStatuses } from './vocabulary';
import { reviewRequests } from './reviews';

/**
 * Video-interview practice: sets of questions in the one-way format firms use (time to
 * prepare, time to answer, a number of takes), written by coaches, generic or for a firm.
 */
export const interviewSets = pgTable('interview_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The catalogue firm whose format the set follows (members' reports); null for a generic set. */
  firmSlug: text('firm_slug'),
  status: text('status', { enum: practiceStatuses }).notNull().default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => interviewSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** 0-60 s, before the member's time factor. */
    prepareSeconds: integer('prepare_seconds').notNull(),
    /** 30-180 s, before the member's time factor. */
    answerSeconds: integer('answer_seconds').notNull(),
    /** Takes allowed, 1-3. */
    takes: integer('takes').notNull().default(1),
  },
  (table) => [index('interview_questions_set_idx').on(table.setId, table.position)],
);

/** A member's run through a set, on the timed-attempt core (purpose `video-interview`). */
export const interviewAttempts = pgTable(
  'interview_attempts',
  {
    attemptId: uuid('attempt_id')
      .primaryKey()
      .references(() => timedAttempts.id, { onDelete: 'cascade' }),
    /** Owner, so every query checks access without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => interviewSets.id),
  },
  (table) => [index('interview_attempts_user_idx').on(table.userId)],
);

export const recordingStatuses = ['uploading', 'ready'] as const;

/**
 * One take of one answer: a video (or audio) file in the member's private storage, sent over
 * tus while it is recorded. `receivedBytes` is the tus offset; the file is ready once the
 * recorder has ended it. Incomplete uploads past `expiresAt` are removed by the sweep. The
 * allowance counts `reservedBytes`, so takes still arriving count at what they may become.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => interviewAttempts.attemptId, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => interviewQuestions.id),
    take: integer('take').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    /** The length the take declared (tus `Upload-Length`), once it has; null while deferred. */
    declaredBytes: bigint('declared_bytes', { mode: 'number' }),
    /**
     * What the take holds of the member's allowance: its declared length, or while deferred the
     * most any chunk admitted so far could have brought it to; its size once ready.
     */
    reservedBytes: bigint('reserved_bytes', { mode: 'number' }).notNull().default(0),
    durationSeconds: real('duration_seconds'),
    status: text('status', { enum: recordingStatuses }).notNull().default('uploading'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('recordings_user_idx').on(table.userId, table.createdAt),
    index('recordings_attempt_idx').on(table.attemptId, table.questionId),
    index('recordings_status_expires_idx').on(table.status, table.expiresAt),
  ],
);

/** Takes a member sent to the coaches with a review request. */
export const reviewRecordings = pgTable(
  'review_recordings',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.recordingId] }), index('review_recordings_recording_idx').on(table.recordingId)],
);

/** A coach's comment pinned to a moment of a take under review. */
export const recordingComments = pgTable(
  'recording_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    coachId: text('coach_id').references(() => user.id, { onDelete: 'set null' }),
    atSeconds: real('at_seconds').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recording_comments_recording_idx').on(table.recordingId, table.atSeconds)],
);
