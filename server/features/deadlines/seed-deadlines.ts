import { firmBySlug } from '../../../content/firms';
import { deadlineCycle, seedDeadlines as entries, type SeedDeadline } from '../../../content/deadlines-2026-27';
import { deadlines } from '../../db/schema';
import { nameBasedId } from '../../platform/name-based-id';
import type { Services } from '../kit/context';

/**
 * A seeded entry's id, the same on every run and every database: re-seeding finds the row
 * it made before, whatever a coach has since changed in it (or retired).
 */
export function seedDeadlineId({ firmSlug, opportunity }: Pick<SeedDeadline, 'firmSlug' | 'opportunity'>) {
  return nameBasedId(`deadline/${deadlineCycle}/${firmSlug}/${opportunity}`);
}

/**
 * Idempotent, and run in production too (it is content): inserts the cycle's entries that
 * were never seeded, each unchecked until a coach confirms it. Never touches a row that
 * exists, so coaches' edits, checks and retirements stay.
 */
export async function seedDeadlines({ db, logger }: Pick<Services, 'db' | 'logger'>) {
  const rows = entries.map((entry) => ({ ...entry, id: seedDeadlineId(entry), url: firmBySlug(entry.firmSlug)!.careersUrl, checkedOn: null }));
  const inserted = await db.insert(deadlines).values(rows).onConflictDoNothing({ target: deadlines.id }).returning({ id: deadlines.id });
  if (inserted.length > 0) logger.info({ deadlines: inserted.length, cycle: deadlineCycle }, 'deadlines seeded');
}
