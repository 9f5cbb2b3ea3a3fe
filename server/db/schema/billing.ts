import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cancellationReasons, promotionDurations } from './vocabulary';

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

/**
 * Statuses that grant access: active and trialing until the period end, past_due until its
 * grace period ends (see findCurrentSubscription). A paused subscription grants none.
 */
export const accessGrantingStatuses = ['active', 'trialing', 'past_due'] as const satisfies readonly SubscriptionStatus[];

/** Statuses of a membership the member still holds, with or without access right now. */
export const liveStatuses = [...accessGrantingStatuses, 'paused'] as const satisfies readonly SubscriptionStatus[];

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
    /**
     * The billing cycle anchor: every period ends a whole number of periods after it (on its
     * day of the month, or a shorter month's last day). The start, or where a trial or a
     * pause's credited time ended (ADR 0039).
     */
    billingAnchor: timestamp('billing_anchor', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** When the latest pause began: at most one pause per member in 12 months. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** While paused: when it resumes by itself (the period is extended by the pause). */
    resumesAt: timestamp('resumes_at', { withTimezone: true }),
    /** While past_due: access ends at this moment unless a payment succeeds. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** The promotion applied at checkout, and when its discount stops (null: it does not). */
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
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
    /** What a promotion took off this invoice, and its code (shown in history and receipt). */
    discountAmount: integer('discount_amount').notNull().default(0),
    promotionCode: text('promotion_code'),
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
  promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
  /** Days of free trial this checkout grants (null: none). */
  trialDays: integer('trial_days'),
  status: text('status', { enum: ['open', 'completed'] }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Promotion codes coaches create; Stripe holds a coupon and promotion code for each. */
export const promotions = pgTable('promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Upper-case; members may type it in any case. */
  code: text('code').notNull().unique(),
  percentOff: integer('percent_off'),
  /** In pence, off each discounted invoice. */
  amountOff: integer('amount_off'),
  duration: text('duration', { enum: promotionDurations }).notNull(),
  durationInMonths: integer('duration_in_months'),
  /** Plans it applies to; null for every plan. */
  planIds: jsonb('plan_ids').$type<string[]>(),
  maxRedemptions: integer('max_redemptions'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  stripeCouponId: text('stripe_coupon_id'),
  stripePromotionCodeId: text('stripe_promotion_code_id'),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who redeemed which promotion: one redemption per member per code. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promotion_redemptions_member_idx').on(table.promotionId, table.userId)],
);

/** The coaches' billing choices: one row, id 'current'. */
export const billingSettings = pgTable('billing_settings', {
  id: text('id').primaryKey().default('current'),
  /** A free trial for new members on one plan; off while trialDays is null. */
  trialDays: integer('trial_days'),
  trialPlanId: text('trial_plan_id'),
  /** The offer a member is shown before confirming a cancellation (none when null). */
  cancellationOfferId: uuid('cancellation_offer_id').references(() => promotions.id, { onDelete: 'set null' }),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Free trials already started, one row per person: a keyed hash of the normalised email
 * address (never the address, never the account), so a trial is refused to the same person
 * after deleting their account or under a +alias. Kept for RETENTION_TRIAL_CLAIM_DAYS (ADR 0033).
 */
export const trialClaims = pgTable('trial_claims', {
  emailKey: text('email_key').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why members leave, and what they chose when offered a pause or an offer. */
export const cancellationFeedback = pgTable(
  'cancellation_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    reason: text('reason', { enum: cancellationReasons }).notNull(),
    comment: text('comment'),
    outcome: text('outcome', { enum: ['cancelled', 'paused', 'accepted_offer'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cancellation_feedback_created_idx').on(table.createdAt)],
);

/** A member's data export: a ZIP prepared on the job queue, downloadable until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] }).notNull().default('preparing'),
    storageKey: text('storage_key'),
    size: integer('size'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.requestedAt)],
);
