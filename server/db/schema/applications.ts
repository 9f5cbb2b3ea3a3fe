import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationStageIds, opportunityIds, type ApplicationStage } from '../../../content/firms';
import { user } from './auth';
import { reviewRequests } from './reviews';

/**
 * The deadlines calendar: one opening at one firm. Dates are calendar dates in UK time
 * (`YYYY-MM-DD`). `checkedOn` is null until a coach has confirmed the entry against the
 * firm's own page: an unchecked date is never shown as a fact.
 */
export const deadlines = pgTable(
  'deadlines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmSlug: text('firm_slug').notNull(),
    opportunity: text('opportunity', { enum: opportunityIds }).notNull(),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    rolling: boolean('rolling').notNull().default(false),
    url: text('url').notNull(),
    checkedOn: date('checked_on', { mode: 'string' }),
    /** Retired entries leave the calendar; members' applications keep their copy. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deadlines_closes_idx').on(table.closesOn)],
);

/**
 * A member's application in their tracker: from a deadline (its firm, opening and date
 * copied, so a retired or edited entry does not rewrite the member's record) or by hand.
 * `stageDates` holds the day each stage was reached.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deadlineId: uuid('deadline_id').references(() => deadlines.id, { onDelete: 'set null' }),
    /** The firm's name as the member tracks it (a catalogue firm's own spelling when from a deadline). */
    firm: text('firm').notNull(),
    /** The catalogue firm, when known: the answer checker compares against its name forms. */
    firmSlug: text('firm_slug'),
    opportunity: text('opportunity', { enum: opportunityIds }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }),
    stage: text('stage', { enum: applicationStageIds }).notNull().default('researching'),
    stageDates: jsonb('stage_dates').$type<Partial<Record<ApplicationStage, string>>>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('applications_user_idx').on(table.userId, table.closesOn)],
);

/** One question of an application and the member's draft answer to it. */
export const applicationAnswers = pgTable(
  'application_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The owner, so every query can check access without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    limitKind: text('limit_kind', { enum: ['words', 'characters'] }),
    limitValue: integer('limit_value'),
    text: text('text').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_answers_application_idx').on(table.applicationId, table.position)],
);

/**
 * Draft answers sent to the coaches with a review request: a copy of the text as sent, so
 * the coach's feedback sits beside what they read while the member keeps drafting.
 */
export const reviewAnswers = pgTable(
  'review_answers',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => applicationAnswers.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.answerId] })],
);

/** Deadline reminders already sent: one row per application, deadline date and lead time, so each goes once. */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.closesOn, table.daysBefore] })],
);
