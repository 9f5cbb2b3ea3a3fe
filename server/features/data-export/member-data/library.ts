import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { itemProgress, libraryItems } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { iso, isoOrNull } from './export-values';

/** What the member opened and completed in the premium library. */
export async function readLibraryProgress(db: Database, { userId }: { userId: string }): Promise<ExportDocument['libraryProgress']> {
  const rows = await db
    .select({ progress: itemProgress, collection: libraryItems.collectionSlug, title: libraryItems.title })
    .from(itemProgress)
    .innerJoin(libraryItems, eq(libraryItems.id, itemProgress.itemId))
    .where(eq(itemProgress.userId, userId))
    .orderBy(asc(itemProgress.firstOpenedAt));
  return rows.map(({ progress, collection, title }) => ({
    collection,
    title,
    firstOpenedAt: iso(progress.firstOpenedAt),
    lastOpenedAt: iso(progress.lastOpenedAt),
    completedAt: isoOrNull(progress.completedAt),
  }));
}
