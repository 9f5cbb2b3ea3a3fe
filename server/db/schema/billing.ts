import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Statuses that grant access until the period end; past_due keeps access while the payment is retried. */
export const accessGrantingStatuses = ['active', 'trialing', 'past_due'] as const satisfies readonly SubscriptionStatus[];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The member's customer record at the payment provider, reused for every checkout. */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
  customerId: text('customer_id').notNull().unique(),
  ...timestamps,
});

/** Subscription state as last read from the provider: the source of truth for access. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    planId: text('plan_id').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (table) => [index('subscriptions_user_idx').on(table.userId, table.currentPeriodEnd)],
);

/** Billing history: one row per provider invoice. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'open', 'paid', 'void', 'uncollectible'] }).notNull(),
    invoiceUrl: text('invoice_url'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('invoices_user_idx').on(table.userId, table.issuedAt)],
);

/** Provider events seen, by id: a redelivered event is acknowledged without effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/** The built-in demo provider's checkout sessions (embedded default only). */
export const demoCheckoutSessions = pgTable('demo_checkout_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  status: text('status', { enum: ['open', 'completed'] }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
