import { boolean, index, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Better Auth's tables (user, session, account, verification), with the member's profile
 * kept on the user row. Everything a person owns references user.id with ON DELETE
 * CASCADE, so deleting the user erases their rows.
 */
export const userRoles = ['member', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  university: text('university').notNull(),
  lawBackground: boolean('law_background').notNull().default(true),
  role: text('role', { enum: userRoles }).notNull().default('member'),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Per-member preferences (spec: notifications on, light theme by default). */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  /** Emails 7 days and 1 day before each tracked deadline not yet submitted. */
  deadlineReminders: boolean('deadline_reminders').notNull().default(true),
  /** The secret in the member's private calendar feed URL; null until first asked for, replaced on reset. */
  calendarToken: text('calendar_token').unique(),
  theme: text('theme', { enum: ['light', 'dark'] }).notNull().default('light'),
  /**
   * Extra time on every timed attempt, asked for with no proof: 1, 1.25, 1.5 or 2 times the
   * limit; null for untimed. Applied when an attempt starts.
   */
  timeFactor: real('time_factor').default(1),
  /** Hide the countdown during timed attempts (the time left is still announced and enforced). */
  timerHidden: boolean('timer_hidden').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
