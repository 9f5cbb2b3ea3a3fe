import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryItems } from '../../db/schema';
import { premiumPages } from '../../../content/library/collections';

/** The library's profile of a firm and its application guide share the firm's slug. */
const readingFor = (firmSlug: string) => [
  { collectionSlug: 'firm-profiles', itemSlug: firmSlug },
  { collectionSlug: 'firm-specific-applications', itemSlug: `${firmSlug}-application-guide` },
];

/**
 * What the library holds on one firm (its profile, its application guide), as links that
 * open the document in its collection. Hidden items are left out.
 */
export async function findFirmReading(db: Database, { firmSlug }: { firmSlug: string }) {
  const wanted = readingFor(firmSlug);
  const rows = await db
    .select({ collectionSlug: libraryItems.collectionSlug, slug: libraryItems.slug, title: libraryItems.title })
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.hidden, false),
        or(...wanted.map((item) => and(eq(libraryItems.collectionSlug, item.collectionSlug), eq(libraryItems.slug, item.itemSlug)))),
      ),
    );
  return wanted.flatMap(({ collectionSlug, itemSlug }) => {
    const row = rows.find((candidate) => candidate.collectionSlug === collectionSlug && candidate.slug === itemSlug);
    const page = premiumPages.find((candidate) => candidate.slug === collectionSlug);
    return row && page ? [{ title: row.title, href: `${page.path}?item=${encodeURIComponent(row.slug)}` }] : [];
  });
}
