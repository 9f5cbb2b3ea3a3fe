import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const enquiryStatuses = ['new', 'contacted', 'closed'] as const;

/** Consultation requests from the contact form: leads the coaches work through. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    service: text('service'),
    background: text('background'),
    message: text('message'),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    internalNote: text('internal_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiries_status_created_idx').on(table.status, table.createdAt)],
);
