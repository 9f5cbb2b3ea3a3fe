import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A premium collection (a hub tile and its content screen). */
export const collections = pgTable('collections', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  intro: text('intro').notNull(),
  path: text('path').notNull().unique(),
  kind: text('kind', { enum: ['firm', 'module', 'guide'] }).notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
  /** Listed on the hub; the question bank is a collection that is not. */
  listed: boolean('listed').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A document in a collection. The file lives in private storage under `documentKey`. */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionSlug: text('collection_slug')
      .notNull()
      .references(() => collections.slug, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    documentKey: text('document_key').notNull(),
    documentVersion: integer('document_version').notNull().default(1),
    pageCount: integer('page_count').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('library_items_collection_slug_idx').on(table.collectionSlug, table.slug),
    index('library_items_collection_position_idx').on(table.collectionSlug, table.position),
  ],
);

/** What a member has opened and completed. */
export const itemProgress = pgTable(
  'item_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemId] }), index('item_progress_user_opened_idx').on(table.userId, table.lastOpenedAt)],
);
