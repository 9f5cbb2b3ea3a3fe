import { and, asc, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { multiLineText, plainText } from '../../platform/http-kit/text.schema';
import { collections, libraryItems } from '../../db/schema';
import type { Services } from '../kit/context';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';

const text = (label: string, max: number) =>
  plainText(max, `${label} must be at most ${max} characters`).pipe(z.string().min(1, `${label} is required`));
const paragraph = (label: string, max: number) =>
  multiLineText(max, `${label} must be at most ${max} characters`).pipe(z.string().min(1, `${label} is required`));

export const collectionUpdateSchema = z
  .strictObject({ title: text('Title', 120).optional(), description: paragraph('Description', 300).optional(), intro: paragraph('Intro', 1000).optional() })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

export const itemUpdateSchema = z
  .strictObject({
    title: text('Title', 160).optional(),
    description: plainText(300, 'Description must be at most 300 characters').optional(),
    hidden: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');

export const reorderSchema = z.strictObject({ itemIds: z.array(z.uuid()).min(1).max(500) });

/** A collection with every item, hidden ones included, for the coach's editor. */
export async function getCollectionForEditing(db: Database, { slug }: { slug: string }) {
  const [collection] = await db.select().from(collections).where(eq(collections.slug, slug));
  if (!collection) return null;
  const items = await db
    .select({
      id: libraryItems.id,
      slug: libraryItems.slug,
      title: libraryItems.title,
      description: libraryItems.description,
      position: libraryItems.position,
      hidden: libraryItems.hidden,
      pageCount: libraryItems.pageCount,
      documentVersion: libraryItems.documentVersion,
      updatedAt: libraryItems.updatedAt,
    })
    .from(libraryItems)
    .where(eq(libraryItems.collectionSlug, slug))
    .orderBy(asc(libraryItems.position));
  return { collection, items };
}

type LibraryWriter = Pick<Services, 'db'>;

export async function listCollectionsForEditing(db: Database) {
  return db.select().from(collections).orderBy(asc(collections.position));
}

export async function updateCollection(
  { db }: LibraryWriter,
  { slug, changes, coach }: { slug: string; changes: z.output<typeof collectionUpdateSchema>; coach: Viewer },
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(collections).set({ ...changes, updatedAt: new Date() }).where(eq(collections.slug, slug)).returning();
    if (!updated) throw notFound('No such collection');
    await recordAudit(tx, { actor: coach, action: 'library.collection.update', target: { type: 'collection', id: slug }, details: { fields: Object.keys(changes) } });
    return updated;
  });
}

export async function updateItem(
  { db }: LibraryWriter,
  { itemId, changes, coach }: { itemId: string; changes: z.output<typeof itemUpdateSchema>; coach: Viewer },
) {
  if (!z.uuid().safeParse(itemId).success) throw notFound('No such item');
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(libraryItems).set({ ...changes, updatedAt: new Date() }).where(eq(libraryItems.id, itemId)).returning();
    if (!updated) throw notFound('No such item');
    const action = changes.hidden === true ? 'library.item.hide' : changes.hidden === false ? 'library.item.show' : 'library.item.update';
    await recordAudit(tx, { actor: coach, action, target: { type: 'library_item', id: itemId }, details: { title: updated.title, fields: Object.keys(changes) } });
    return updated;
  });
}

/** Sets the order of a collection's items; the list must name each item exactly once. */
export async function reorderItems({ db }: LibraryWriter, { slug, itemIds, coach }: { slug: string; itemIds: string[]; coach: Viewer }) {
  const existing = await db.select({ id: libraryItems.id }).from(libraryItems).where(eq(libraryItems.collectionSlug, slug));
  const known = new Set(existing.map((row) => row.id));
  if (existing.length === 0) throw notFound('No such collection');
  if (itemIds.length !== known.size || new Set(itemIds).size !== itemIds.length || !itemIds.every((id) => known.has(id))) {
    throw new HttpError(400, 'validation_failed', 'The new order must list every item of the collection exactly once.', { itemIds: 'Must list every item once' });
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of itemIds.entries()) {
      await tx.update(libraryItems).set({ position: index + 1 }).where(and(eq(libraryItems.id, id), eq(libraryItems.collectionSlug, slug)));
    }
    await recordAudit(tx, { actor: coach, action: 'library.items.reorder', target: { type: 'collection', id: slug }, details: { order: itemIds } });
  });
}

/** The slug a new item gets: from its title, made unique within the collection. */
async function uniqueItemSlug(db: Database, slug: string, title: string) {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'item';
  const taken = new Set(
    (await db.select({ slug: libraryItems.slug }).from(libraryItems).where(eq(libraryItems.collectionSlug, slug))).map((r) => r.slug),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** Adds an item at the end of a collection, with its already-stored document. */
export async function addItem(
  { db }: LibraryWriter,
  {
    slug,
    title,
    description,
    document,
    coach,
  }: { slug: string; title: string; description: string; document: { key: string; pageCount: number }; coach: Viewer },
) {
  const [collection] = await db.select({ slug: collections.slug }).from(collections).where(eq(collections.slug, slug));
  if (!collection) throw notFound('No such collection');
  const itemSlug = await uniqueItemSlug(db, slug, title);
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(libraryItems.position) }).from(libraryItems).where(eq(libraryItems.collectionSlug, slug));
    const [item] = await tx
      .insert(libraryItems)
      .values({ collectionSlug: slug, slug: itemSlug, title, description, position: (last?.position ?? 0) + 1, documentKey: document.key, pageCount: document.pageCount })
      .returning();
    await recordAudit(tx, { actor: coach, action: 'library.item.add', target: { type: 'library_item', id: item!.id }, details: { title, collection: slug } });
    return item!;
  });
}

/**
 * Points an item at a newly stored document. The old file is deleted only after the row
 * points at the new one, so members never meet a missing document.
 */
export async function replaceItemDocument(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { itemId, document, coach }: { itemId: string; document: { key: string; pageCount: number }; coach: Viewer },
) {
  if (!z.uuid().safeParse(itemId).success) throw notFound('No such item');
  const previous = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(libraryItems).where(eq(libraryItems.id, itemId)).for('update');
    if (!old) return undefined;
    await tx
      .update(libraryItems)
      .set({ documentKey: document.key, pageCount: document.pageCount, documentVersion: sql`${libraryItems.documentVersion} + 1`, updatedAt: new Date() })
      .where(eq(libraryItems.id, itemId));
    await recordAudit(tx, {
      actor: coach,
      action: 'library.item.replace',
      target: { type: 'library_item', id: itemId },
      details: { title: old.title, version: old.documentVersion + 1, pages: document.pageCount },
    });
    return old;
  });
  if (!previous) {
    await storage.delete(document.key);
    throw notFound('No such item');
  }
  await storage.delete(previous.documentKey);
}
