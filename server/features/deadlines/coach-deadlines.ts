import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { firmBySlug, opportunities } from '../../../content/firms';
import type { Database } from '../../db/client';
import { deadlines } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../kit/context';
import { closesBeforeOpensMessage, type DeadlineInput, type DeadlineUpdate } from './deadline.schema';
import { calendarEntry } from './list-deadlines';
import { ukToday } from '../../platform/uk-calendar';

/** Every write changes the public calendar, which visitors get from the shared page copies. */
type DeadlineWriter = Pick<Services, 'db' | 'invalidations'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const noSuchDeadline = () => notFound('No such deadline');
const open = (deadlineId: string) => and(eq(deadlines.id, deadlineId), isNull(deadlines.retiredAt));

/** What the audit log says about an entry, so it reads without a join. */
const described = (row: typeof deadlines.$inferSelect) => ({
  firm: firmBySlug(row.firmSlug)?.name ?? row.firmSlug,
  opportunity: opportunities[row.opportunity],
  closesOn: row.closesOn,
});

/** Runs a write and its audit entry in one transaction, then drops the calendar's page copies. */
async function writeDeadline<T>({ db, invalidations }: DeadlineWriter, write: (tx: Transaction) => Promise<T>) {
  const result = await db.transaction(write);
  invalidations.publish([cacheTags.pages]);
  return result;
}

/** A coach adds an entry; it counts as checked only when they say they confirmed it on the firm's page. */
export async function addDeadline(services: DeadlineWriter, { input, coach }: { input: DeadlineInput; coach: Viewer }) {
  const { confirmed, url, ...fields } = input;
  return writeDeadline(services, async (tx) => {
    const [row] = await tx
      .insert(deadlines)
      .values({ ...fields, opensOn: fields.opensOn ?? null, url: url ?? firmBySlug(fields.firmSlug)!.careersUrl, checkedOn: confirmed ? ukToday() : null })
      .returning();
    await recordAudit(tx, { actor: coach, action: 'deadline.add', target: { type: 'deadline', id: row!.id }, details: { ...described(row!), checked: Boolean(confirmed) } });
    return calendarEntry(row!);
  });
}

/**
 * A coach edits an entry. A change they have not confirmed on the firm's page makes the
 * entry unchecked again: the calendar never shows an edited date as checked.
 */
export async function updateDeadline(
  services: DeadlineWriter,
  { deadlineId, changes, coach }: { deadlineId: string; changes: DeadlineUpdate; coach: Viewer },
) {
  if (!z.uuid().safeParse(deadlineId).success) throw noSuchDeadline();
  const { confirmed, ...fields } = changes;
  return writeDeadline(services, async (tx) => {
    const [current] = await tx.select().from(deadlines).where(open(deadlineId)).for('update');
    if (!current) throw noSuchDeadline();
    const next = { ...current, ...fields };
    if (next.opensOn && next.opensOn > next.closesOn) {
      throw new HttpError(400, 'validation_failed', 'Some fields need attention.', { closesOn: closesBeforeOpensMessage });
    }
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((key) => fields[key] !== undefined && fields[key] !== current[key]);
    const checkedOn = confirmed ? ukToday() : changed.length > 0 ? null : current.checkedOn;
    const [row] = await tx
      .update(deadlines)
      .set({ ...fields, checkedOn, updatedAt: new Date() })
      .where(eq(deadlines.id, deadlineId))
      .returning();
    await recordAudit(tx, {
      actor: coach,
      action: 'deadline.update',
      target: { type: 'deadline', id: deadlineId },
      details: { ...described(row!), fields: changed, checked: Boolean(confirmed) },
    });
    return calendarEntry(row!);
  });
}

/** A coach confirms an entry against the firm's own page: it is checked as of today (UK). */
export async function checkDeadline(services: DeadlineWriter, { deadlineId, coach }: { deadlineId: string; coach: Viewer }) {
  if (!z.uuid().safeParse(deadlineId).success) throw noSuchDeadline();
  return writeDeadline(services, async (tx) => {
    const [row] = await tx.update(deadlines).set({ checkedOn: ukToday(), updatedAt: new Date() }).where(open(deadlineId)).returning();
    if (!row) throw noSuchDeadline();
    await recordAudit(tx, { actor: coach, action: 'deadline.check', target: { type: 'deadline', id: deadlineId }, details: { ...described(row), checkedOn: row.checkedOn } });
    return calendarEntry(row);
  });
}

/** A coach takes an entry off the calendar; members' applications keep their own copy of it. */
export async function retireDeadline(services: DeadlineWriter, { deadlineId, coach }: { deadlineId: string; coach: Viewer }) {
  if (!z.uuid().safeParse(deadlineId).success) throw noSuchDeadline();
  return writeDeadline(services, async (tx) => {
    const [row] = await tx.update(deadlines).set({ retiredAt: new Date(), updatedAt: new Date() }).where(open(deadlineId)).returning();
    if (!row) throw noSuchDeadline();
    await recordAudit(tx, { actor: coach, action: 'deadline.retire', target: { type: 'deadline', id: deadlineId }, details: described(row) });
    return calendarEntry(row);
  });
}
