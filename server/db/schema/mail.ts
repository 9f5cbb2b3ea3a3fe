import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the portal sends. In demo mode this table is the delivery (read at
 * /dev/mailbox). With SMTP it is the queue's record: the body waits here until the email is
 * delivered or given up, and is then dropped, leaving who, what subject, when and how it went.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** The one-click unsubscribe address of an email a member can opt out of (RFC 8058). */
    unsubscribeUrl: text('unsubscribe_url'),
    /** Demo mode's mailbox: the whole message as nodemailer built it, headers and all. */
    raw: text('raw'),
    status: text('status', { enum: ['stored', 'queued', 'sent', 'failed'] }).notNull(),
    /** Delivered emails of this kind leave no record at all (the goodbye to an erased member). */
    leavesNoRecord: boolean('leaves_no_record').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was delivered, or given up. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_to_idx').on(table.to), index('email_outbox_created_idx').on(table.createdAt)],
);
