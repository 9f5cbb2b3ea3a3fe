import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the portal sends. In demo mode this table is the delivery (read at
 * /dev/mailbox); with SMTP configured it records what was sent and whether it went.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_to_idx').on(table.to), index('email_outbox_created_idx').on(table.createdAt)],
);
