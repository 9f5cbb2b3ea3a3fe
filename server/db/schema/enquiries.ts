import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const enquiryStatuses = ['new', 'contacted', 'closed'] as const;

/** Consultation requests from the contact form: leads the coaches work through. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** As typed: nobody has shown it is theirs, so it never makes the enquiry anyone's data. */
    email: text('email').notNull(),
    /** The member signed in when it was sent, if any: whose data the enquiry is (ADR 0032). */
    senderId: text('sender_id').references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    service: text('service'),
    background: text('background'),
    message: text('message'),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    internalNote: text('internal_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiries_status_created_idx').on(table.status, table.createdAt), index('enquiries_sender_idx').on(table.senderId)],
);
