import { eq } from 'drizzle-orm';
import { firmBySlug, firms } from '../../../content/firms';
import type { Database } from '../../db/client';
import { firmTestKinds, practiceKinds, type PracticeKind } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';

/** Kinds in the catalogue's order, once each, whatever order a coach ticked them in. */
const inCatalogueOrder = (kinds: readonly PracticeKind[]) => practiceKinds.filter((kind) => kinds.includes(kind));

/**
 * Which online-test kinds a firm of the deadlines catalogue sets, as the coaches recorded it;
 * an empty list when nobody has recorded it yet (or the firm is not in the catalogue). The
 * application page reads it to link an application at the "online tests" stage to practice.
 */
export async function listFirmTestKinds(db: Database, firmSlug: string): Promise<PracticeKind[]> {
  const [row] = await db.select({ kinds: firmTestKinds.kinds }).from(firmTestKinds).where(eq(firmTestKinds.firmSlug, firmSlug));
  return row ? inCatalogueOrder(row.kinds) : [];
}

/** Every firm of the catalogue with the kinds recorded for it (none yet: an empty list), for the coaches' page. */
export async function listFirmsWithTestKinds(db: Database) {
  const rows = await db.select().from(firmTestKinds);
  const recorded = new Map(rows.map((row) => [row.firmSlug, row]));
  return firms.map((firm) => ({
    slug: firm.slug,
    name: firm.name,
    kinds: inCatalogueOrder(recorded.get(firm.slug)?.kinds ?? []),
    updatedAt: recorded.get(firm.slug)?.updatedAt ?? null,
  }));
}

/** A coach records the kinds a firm sets (an empty list: none, or not known); audit-logged. */
export async function setFirmTestKinds(db: Database, { firmSlug, kinds, coach }: { firmSlug: string; kinds: readonly PracticeKind[]; coach: Viewer }) {
  const firm = firmBySlug(firmSlug);
  if (!firm) throw notFound('No such firm');
  const ordered = inCatalogueOrder(kinds);
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(firmTestKinds)
      .values({ firmSlug, kinds: ordered, updatedBy: coach.userId, updatedAt: now })
      .onConflictDoUpdate({ target: firmTestKinds.firmSlug, set: { kinds: ordered, updatedBy: coach.userId, updatedAt: now } });
    await recordAudit(tx, { actor: coach, action: 'practice.firm-tests.set', target: { type: 'firm', id: firmSlug }, details: { firm: firm.name, kinds: ordered } });
    return { slug: firm.slug, name: firm.name, kinds: ordered, updatedAt: now };
  });
}
