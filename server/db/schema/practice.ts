import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { reviewRequests } from './reviews';
import { practiceKinds, criticalThinkingSections, practiceFormats, practiceDifficulties, practiceStatuses, type PracticeKind } from './vocabulary';

/**
 * Timed practice for the online tests firms set (critical thinking, situational judgement).
 * Items are written by coaches; a published item is never edited (past results keep showing
 * what the member answered), only retired and replaced.
 */
/** One option of an item, with the coach's reason why it is (or is not) the key. */
export type PracticeOption = { id: string; text: string; rationale: string };

/** The key, in the item's format: option ids, or ratings by option id. */
export type PracticeKey =
  | { format: 'choice'; choice: string }
  | { format: 'most-least'; most: string; least: string }
  | { format: 'rate'; ratings: Record<string, number> }
  | { format: 'rank'; order: string[] };

/** A member's answer as stored: a choice id, or an array (most then least; ratings in option order; ids in rank order). */
export type PracticeAnswer = string | Array<string | number>;

export const practiceItems = pgTable(
  'practice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: practiceKinds }).notNull(),
    /** Critical thinking only: which of the five sections it belongs to. */
    section: text('section', { enum: criticalThinkingSections }),
    format: text('format', { enum: practiceFormats }).notNull(),
    /** The passage (critical thinking) or scenario (situational judgement). */
    passage: text('passage').notNull(),
    /** The statement to judge, or the question asked about the scenario. */
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<PracticeOption[]>().notNull(),
    key: jsonb('key').$type<PracticeKey>().notNull(),
    /** The coaches' reasoning on the item as a whole, shown with the results. */
    explanation: text('explanation').notNull().default(''),
    difficulty: text('difficulty', { enum: practiceDifficulties }).notNull().default('medium'),
    status: text('status', { enum: practiceStatuses }).notNull().default('draft'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_items_kind_status_idx').on(table.kind, table.status)],
);

/** A test form: items in order and a time limit. One free form is the diagnostic every member may take. */
export const practiceForms = pgTable('practice_forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: practiceKinds }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The standard time limit; the member's time factor stretches it (or removes it). */
  minutes: integer('minutes').notNull(),
  free: boolean('free').notNull().default(false),
  status: text('status', { enum: practiceStatuses }).notNull().default('draft'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const practiceFormItems = pgTable(
  'practice_form_items',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => practiceForms.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => practiceItems.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.formId, table.itemId] }), index('practice_form_items_item_idx').on(table.itemId)],
);

export const timedAttemptStatuses = ['open', 'submitted', 'expired'] as const;
export type TimedAttemptStatus = (typeof timedAttemptStatuses)[number];

/**
 * The timed-attempt core every timed thing in the portal shares: the deadline is set here, by
 * the server, when the attempt starts (start + limit × the member's time factor; null when
 * untimed), and an attempt past its deadline is closed by the server whether or not the member
 * comes back. `purpose` names what the attempt is of; its own table holds the rest.
 */
export const timedAttempts = pgTable(
  'timed_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['practice-test', 'video-interview'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The standard limit, before the member's factor. */
    limitSeconds: integer('limit_seconds').notNull(),
    /** The member's factor when the attempt started (null: untimed). */
    timeFactor: real('time_factor'),
    deadline: timestamp('deadline', { withTimezone: true }),
    status: text('status', { enum: timedAttemptStatuses }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('timed_attempts_user_idx').on(table.userId, table.startedAt),
    index('timed_attempts_open_deadline_idx').on(table.status, table.deadline),
  ],
);

/** Section scores as kept with a closed attempt. */
export type PracticeSectionScore = { name: string; score: number; maxScore: number };

/** A practice-test attempt: the form and, in order, the items the member was given; the score once closed. */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    attemptId: uuid('attempt_id')
      .primaryKey()
      .references(() => timedAttempts.id, { onDelete: 'cascade' }),
    /** Owner, so every query checks access without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => practiceForms.id),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    score: real('score'),
    maxScore: real('max_score'),
    sections: jsonb('sections').$type<PracticeSectionScore[]>(),
  },
  (table) => [index('practice_attempts_form_idx').on(table.formId), index('practice_attempts_user_idx').on(table.userId)],
);

/** Each answer as it is given (one row per item, replaced when changed); its credit once the attempt closes. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.attemptId, { onDelete: 'cascade' }),
    /** Owner, so every query checks access without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => practiceItems.id),
    answer: jsonb('answer').$type<PracticeAnswer>().notNull(),
    credit: real('credit'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.itemId] })],
);

/** A closed attempt a member sent to the coaches with a review request. */
export const reviewPracticeAttempts = pgTable(
  'review_practice_attempts',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.attemptId, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.attemptId] }), index('review_practice_attempts_attempt_idx').on(table.attemptId)],
);

/** A coach's comment on one item of an attempt under review. */
export const practiceItemComments = pgTable(
  'practice_item_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.attemptId, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => practiceItems.id),
    coachId: text('coach_id').references(() => user.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('practice_item_comments_review_idx').on(table.reviewId, table.attemptId)],
);

/** Which online-test kinds a firm in the deadlines catalogue sets, as the coaches record it. */
export const firmTestKinds = pgTable('firm_test_kinds', {
  firmSlug: text('firm_slug').primaryKey(),
  kinds: jsonb('kinds').$type<PracticeKind[]>().notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
