import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { practiceItems } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import type { PracticeItemFilters, PracticeItemInput } from './practice-item.schema';

/**
 * Coaches' writes to practice items. A published item is never edited: members' past results
 * show what they answered against it, so a change is a new draft ("duplicate"), published in
 * its place, and the old one retired. Every write is audit-logged in its transaction.
 */

export type PracticeItemRow = typeof practiceItems.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const noSuchItem = () => notFound('No such practice item');
/** What the audit log says about an item, so it reads without a join. */
const described = (row: PracticeItemRow) => ({ kind: row.kind, section: row.section, prompt: row.prompt.slice(0, 120) });

/** An item as the coaches' API and pages show it: everything, key and rationales included. */
export const coachItem = (row: PracticeItemRow) => ({
  id: row.id,
  kind: row.kind,
  section: row.section,
  format: row.format,
  passage: row.passage,
  prompt: row.prompt,
  options: row.options,
  key: row.key,
  explanation: row.explanation,
  difficulty: row.difficulty,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type CoachItem = ReturnType<typeof coachItem>;

const columnsOf = (input: PracticeItemInput) => ({
  kind: input.kind,
  section: input.section ?? null,
  format: input.format,
  passage: input.passage,
  prompt: input.prompt,
  options: input.options,
  key: input.key,
  explanation: input.explanation,
  difficulty: input.difficulty,
});

/** Which items the coaches' filters keep: of one kind, section or status, with the words in the passage or the statement. */
function filtered(filters: PracticeItemFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.kind) conditions.push(eq(practiceItems.kind, filters.kind));
  if (filters.section) conditions.push(eq(practiceItems.section, filters.section));
  if (filters.status) conditions.push(eq(practiceItems.status, filters.status));
  if (filters.q) conditions.push(or(ilike(practiceItems.passage, containing(filters.q)), ilike(practiceItems.prompt, containing(filters.q))));
  return and(...conditions);
}

/** The items the filters keep, newest first; with `range`, only that stretch of them. */
export async function listPracticeItems(db: Database, filters: PracticeItemFilters = {}, range?: { offset: number; limit: number }) {
  const query = db.select().from(practiceItems).where(filtered(filters)).orderBy(desc(practiceItems.createdAt), asc(practiceItems.id));
  const rows = range ? await query.offset(range.offset).limit(range.limit) : await query;
  return rows.map(coachItem);
}

/** How many items the filters keep. */
export async function countPracticeItems(db: Database, filters: PracticeItemFilters) {
  const [row] = await db.select({ n: count() }).from(practiceItems).where(filtered(filters));
  return row?.n ?? 0;
}

export async function findPracticeItem(db: Database, { itemId }: { itemId: string }) {
  const [row] = await db.select().from(practiceItems).where(eq(practiceItems.id, itemId));
  if (!row) throw noSuchItem();
  return coachItem(row);
}

/** Inserts drafts and their audit entries through the caller's transaction. */
export async function insertDrafts(tx: Transaction, { inputs, coach, action }: { inputs: PracticeItemInput[]; coach: Viewer; action: string }) {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(practiceItems)
    .values(inputs.map((input) => ({ ...columnsOf(input), status: 'draft' as const, createdBy: coach.userId })))
    .returning();
  for (const row of rows) await recordAudit(tx, { actor: coach, action, target: { type: 'practice-item', id: row.id }, details: described(row) });
  return rows;
}

export async function createPracticeItem(db: Database, { input, coach }: { input: PracticeItemInput; coach: Viewer }) {
  return db.transaction(async (tx) => coachItem((await insertDrafts(tx, { inputs: [input], coach, action: 'practice.item.create' }))[0]!));
}

/** The row, locked, for a write that depends on its status. */
async function lockedItem(tx: Transaction, itemId: string) {
  const [row] = await tx.select().from(practiceItems).where(eq(practiceItems.id, itemId)).for('update');
  if (!row) throw noSuchItem();
  return row;
}

const notADraft = (row: PracticeItemRow) =>
  new HttpError(
    409,
    'conflict',
    row.status === 'published'
      ? 'A published item cannot be edited: members’ results show it as they answered it. Duplicate it as a new draft instead.'
      : 'A retired item cannot be edited. Duplicate it as a new draft instead.',
  );

/** A coach edits a draft; a published or retired item is refused (409). */
export async function updatePracticeItem(db: Database, { itemId, input, coach }: { itemId: string; input: PracticeItemInput; coach: Viewer }) {
  return db.transaction(async (tx) => {
    const current = await lockedItem(tx, itemId);
    if (current.status !== 'draft') throw notADraft(current);
    const [row] = await tx
      .update(practiceItems)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(practiceItems.id, itemId))
      .returning();
    await recordAudit(tx, { actor: coach, action: 'practice.item.update', target: { type: 'practice-item', id: itemId }, details: described(row!) });
    return coachItem(row!);
  });
}

/** Moves an item from one status to the next, refusing any other (409). */
async function moveItem(db: Database, { itemId, coach, from, to, action }: { itemId: string; coach: Viewer; from: PracticeItemRow['status'][]; to: PracticeItemRow['status']; action: string }) {
  return db.transaction(async (tx) => {
    const current = await lockedItem(tx, itemId);
    if (!from.includes(current.status)) throw new HttpError(409, 'conflict', `This item is ${current.status}, so it cannot be ${to === 'published' ? 'published' : 'retired'}.`);
    const [row] = await tx.update(practiceItems).set({ status: to, updatedAt: new Date() }).where(eq(practiceItems.id, itemId)).returning();
    await recordAudit(tx, { actor: coach, action, target: { type: 'practice-item', id: itemId }, details: described(row!) });
    return coachItem(row!);
  });
}

/** A draft becomes available to test forms; from now on it is never edited. */
export const publishPracticeItem = (db: Database, { itemId, coach }: { itemId: string; coach: Viewer }) =>
  moveItem(db, { itemId, coach, from: ['draft'], to: 'published', action: 'practice.item.publish' });

/** A draft or published item is taken out of use; forms already holding it keep it, new forms cannot. */
export const retirePracticeItem = (db: Database, { itemId, coach }: { itemId: string; coach: Viewer }) =>
  moveItem(db, { itemId, coach, from: ['draft', 'published'], to: 'retired', action: 'practice.item.retire' });

/** A copy of any item as a new draft: the way to change a published one. */
export async function duplicatePracticeItem(db: Database, { itemId, coach }: { itemId: string; coach: Viewer }) {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(practiceItems).where(eq(practiceItems.id, itemId));
    if (!source) throw noSuchItem();
    const [row] = await tx
      .insert(practiceItems)
      .values({ ...columnsOf({ ...source, section: source.section ?? undefined }), status: 'draft', createdBy: coach.userId })
      .returning();
    await recordAudit(tx, { actor: coach, action: 'practice.item.duplicate', target: { type: 'practice-item', id: row!.id }, details: { ...described(row!), from: itemId } });
    return coachItem(row!);
  });
}

/** The published items among `itemIds`, with their kind and section (forms and presets choose from these). */
export async function findItemsByIds(db: Database | Transaction, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: practiceItems.id, kind: practiceItems.kind, section: practiceItems.section, status: practiceItems.status })
    .from(practiceItems)
    .where(inArray(practiceItems.id, itemIds));
}
