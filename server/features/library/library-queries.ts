import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collections, itemProgress, libraryItems } from '../../db/schema';

const visible = eq(libraryItems.hidden, false);

/**
 * `GET /api/library`: the listed collections in order with their item counts, and, for
 * a signed-in member, how many items they have completed.
 */
export async function listCollections(db: Database, { userId }: { userId?: string } = {}) {
  const completed = userId
    ? sql<number>`count(${itemProgress.completedAt})::int`
    : sql<number>`0`;
  const rows = await db
    .select({
      slug: collections.slug,
      title: collections.title,
      description: collections.description,
      path: collections.path,
      kind: collections.kind,
      icon: collections.icon,
      itemCount: count(libraryItems.id),
      completedCount: completed,
    })
    .from(collections)
    .leftJoin(libraryItems, and(eq(libraryItems.collectionSlug, collections.slug), visible))
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, libraryItems.id), eq(itemProgress.userId, userId ?? '')))
    .where(eq(collections.listed, true))
    .groupBy(collections.slug)
    .orderBy(asc(collections.position));
  return rows.map((row) => ({ ...row, premium: true as const }));
}

/** `GET /api/library/:slug`: a collection and its visible items (titles only: a teaser). */
export async function getCollection(db: Database, { slug }: { slug: string }) {
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug));
  if (!collection) return null;
  const items = await db
    .select({ id: libraryItems.id, slug: libraryItems.slug, title: libraryItems.title, description: libraryItems.description, pageCount: libraryItems.pageCount })
    .from(libraryItems)
    .where(and(eq(libraryItems.collectionSlug, slug), visible))
    .orderBy(asc(libraryItems.position));
  return {
    collection: {
      slug: collection.slug,
      title: collection.title,
      description: collection.description,
      intro: collection.intro,
      path: collection.path,
      kind: collection.kind,
      premium: true as const,
    },
    items,
  };
}

export async function findCollectionByPath(db: Database, { path }: { path: string }) {
  const [row] = await db.select({ slug: collections.slug }).from(collections).where(eq(collections.path, path));
  return row ? getCollection(db, { slug: row.slug }) : null;
}

/** The member's progress in one collection: item id → completed. */
export async function getCollectionProgress(db: Database, { userId, slug }: { userId: string; slug: string }) {
  const rows = await db
    .select({ itemId: itemProgress.itemId, completedAt: itemProgress.completedAt })
    .from(itemProgress)
    .innerJoin(libraryItems, eq(libraryItems.id, itemProgress.itemId))
    .where(and(eq(itemProgress.userId, userId), eq(libraryItems.collectionSlug, slug)));
  return Object.fromEntries(rows.map((row) => [row.itemId, row.completedAt !== null]));
}

/** The item the member opened most recently ("continue where you left off"). */
export async function findLastOpened(db: Database, { userId }: { userId: string }) {
  const [row] = await db
    .select({
      itemSlug: libraryItems.slug,
      itemTitle: libraryItems.title,
      collectionTitle: collections.title,
      path: collections.path,
      completed: isNotNull(itemProgress.completedAt),
    })
    .from(itemProgress)
    .innerJoin(libraryItems, and(eq(libraryItems.id, itemProgress.itemId), visible))
    .innerJoin(collections, eq(collections.slug, libraryItems.collectionSlug))
    .where(eq(itemProgress.userId, userId))
    .orderBy(desc(itemProgress.lastOpenedAt))
    .limit(1);
  return row ?? null;
}
