import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { criticalThinkingSections, practiceFormItems, practiceForms, practiceItems, type CriticalThinkingSection, type PracticeKind } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { findItemsByIds } from './coach-items';
import type { PracticeFormInput } from './practice-item.schema';

/**
 * Coaches' test forms: a title, a time limit and published items of the form's kind, in
 * order. A form is edited while it is a draft; once published members take it, and it is
 * retired rather than changed. More than one free form per kind is allowed (the diagnostic is
 * whichever the coaches mark free); the members' list shows every published free form.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type FormRow = typeof practiceForms.$inferSelect;

const noSuchForm = () => notFound('No such test form');
const fieldRefusal = (field: string, message: string) => new HttpError(400, 'validation_failed', 'Some fields need attention.', { [field]: message });

export const sectionNames: Record<CriticalThinkingSection, string> = {
  inference: 'Inference',
  assumptions: 'Recognition of assumptions',
  deduction: 'Deduction',
  interpretation: 'Interpretation',
  evaluation: 'Evaluation of arguments',
};

const coachForm = (row: FormRow, questionIds: string[]) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  minutes: row.minutes,
  free: row.free,
  status: row.status,
  questions: questionIds.length,
  questionIds,
  updatedAt: row.updatedAt.toISOString(),
});
export type CoachForm = ReturnType<typeof coachForm>;

async function questionIdsOf(db: Database | Transaction, formIds: string[]) {
  const byForm = new Map<string, string[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return byForm;
  const rows = await db.select().from(practiceFormItems).where(inArray(practiceFormItems.formId, formIds)).orderBy(asc(practiceFormItems.position));
  for (const row of rows) byForm.get(row.formId)?.push(row.itemId);
  return byForm;
}

export async function listPracticeForms(db: Database) {
  const rows = await db.select().from(practiceForms).orderBy(desc(practiceForms.createdAt), asc(practiceForms.id));
  const questions = await questionIdsOf(db, rows.map((row) => row.id));
  return rows.map((row) => coachForm(row, questions.get(row.id) ?? []));
}

/** Refuses, beside the items field, any item that is not published or not of the form's kind. */
async function checkItems(tx: Transaction, { kind, questionIds }: { kind: PracticeKind; questionIds: string[] }) {
  const found = new Map((await findItemsByIds(tx, questionIds)).map((item) => [item.id, item]));
  const position = questionIds.findIndex((id) => found.get(id)?.status !== 'published');
  if (position >= 0) {
    const item = found.get(questionIds[position]!);
    throw fieldRefusal('questionIds', item ? `Item ${position + 1} is ${item.status}: a form holds published items only` : `Item ${position + 1} does not exist`);
  }
  const otherKind = questionIds.findIndex((id) => found.get(id)!.kind !== kind);
  if (otherKind >= 0) throw fieldRefusal('questionIds', `Item ${otherKind + 1} is not a ${kind.replace('-', ' ')} item`);
}

async function writeItems(tx: Transaction, formId: string, questionIds: string[]) {
  await tx.delete(practiceFormItems).where(eq(practiceFormItems.formId, formId));
  await tx.insert(practiceFormItems).values(questionIds.map((itemId, position) => ({ formId, itemId, position })));
}

const described = (row: FormRow, questions: number) => ({ kind: row.kind, title: row.title, minutes: row.minutes, free: row.free, questions });

export async function createPracticeForm(db: Database, { input, coach }: { input: PracticeFormInput; coach: Viewer }) {
  return db.transaction(async (tx) => {
    await checkItems(tx, input);
    const [row] = await tx.insert(practiceForms).values({ kind: input.kind, title: input.title, minutes: input.minutes, free: input.free }).returning();
    await writeItems(tx, row!.id, input.questionIds);
    await recordAudit(tx, { actor: coach, action: 'practice.form.create', target: { type: 'practice-form', id: row!.id }, details: described(row!, input.questionIds.length) });
    return coachForm(row!, input.questionIds);
  });
}

async function lockedForm(tx: Transaction, formId: string) {
  const [row] = await tx.select().from(practiceForms).where(eq(practiceForms.id, formId)).for('update');
  if (!row) throw noSuchForm();
  return row;
}

/** A coach edits a draft form; a published or retired one is refused (409): members' results refer to it. */
export async function updatePracticeForm(db: Database, { formId, input, coach }: { formId: string; input: PracticeFormInput; coach: Viewer }) {
  return db.transaction(async (tx) => {
    const current = await lockedForm(tx, formId);
    if (current.status !== 'draft') throw new HttpError(409, 'conflict', `This form is ${current.status}: only a draft form can be edited.`);
    await checkItems(tx, input);
    const [row] = await tx
      .update(practiceForms)
      .set({ kind: input.kind, title: input.title, minutes: input.minutes, free: input.free, updatedAt: new Date() })
      .where(eq(practiceForms.id, formId))
      .returning();
    await writeItems(tx, formId, input.questionIds);
    await recordAudit(tx, { actor: coach, action: 'practice.form.update', target: { type: 'practice-form', id: formId }, details: described(row!, input.questionIds.length) });
    return coachForm(row!, input.questionIds);
  });
}

async function moveForm(db: Database, { formId, coach, to }: { formId: string; coach: Viewer; to: 'published' | 'retired' }) {
  return db.transaction(async (tx) => {
    const current = await lockedForm(tx, formId);
    const allowed = to === 'published' ? current.status === 'draft' : current.status !== 'retired';
    if (!allowed) throw new HttpError(409, 'conflict', `This form is ${current.status}, so it cannot be ${to}.`);
    const questionIds = (await questionIdsOf(tx, [formId])).get(formId) ?? [];
    // An item retired since the draft was assembled would reach members through the form.
    if (to === 'published') await checkItems(tx, { kind: current.kind, questionIds });
    const [row] = await tx.update(practiceForms).set({ status: to, updatedAt: new Date() }).where(eq(practiceForms.id, formId)).returning();
    await recordAudit(tx, { actor: coach, action: `practice.form.${to === 'published' ? 'publish' : 'retire'}`, target: { type: 'practice-form', id: formId }, details: described(row!, questionIds.length) });
    return coachForm(row!, questionIds);
  });
}

export const publishPracticeForm = (db: Database, args: { formId: string; coach: Viewer }) => moveForm(db, { ...args, to: 'published' });
export const retirePracticeForm = (db: Database, args: { formId: string; coach: Viewer }) => moveForm(db, { ...args, to: 'retired' });

/** The full critical-thinking test: 8 items from each of the five sections, 40 in 30 minutes. */
export const fullTestPerSection = 8;
export const fullTestMinutes = 30;
export const drillMinutes = 10;

export type FormPreset = { name: 'full-test' } | { name: 'section-drill'; section: CriticalThinkingSection };

/**
 * A form filled from the published critical-thinking items, oldest first, for the coach to
 * check and save: the full test (8 per section) or a 10-minute drill of one section's items.
 * `short` names the sections that have fewer published items than the preset wants.
 */
export async function presetPracticeForm(db: Database, preset: FormPreset) {
  const sections = preset.name === 'full-test' ? criticalThinkingSections : [preset.section];
  const items = await db
    .select({ id: practiceItems.id, section: practiceItems.section })
    .from(practiceItems)
    .where(and(eq(practiceItems.kind, 'critical-thinking'), eq(practiceItems.status, 'published'), inArray(practiceItems.section, [...sections])))
    .orderBy(asc(practiceItems.createdAt), asc(practiceItems.id));
  const perSection = preset.name === 'full-test' ? fullTestPerSection : Number.POSITIVE_INFINITY;
  const chosen = sections.map((section) => items.filter((item) => item.section === section).slice(0, perSection));
  const short = preset.name === 'full-test' ? sections.filter((_, index) => chosen[index]!.length < fullTestPerSection) : sections.filter((_, index) => chosen[index]!.length === 0);
  return {
    kind: 'critical-thinking' as const,
    title: preset.name === 'full-test' ? `Full test: ${fullTestPerSection * sections.length} questions in ${fullTestMinutes} minutes` : `Section drill: ${sectionNames[preset.section]}`,
    minutes: preset.name === 'full-test' ? fullTestMinutes : drillMinutes,
    free: false,
    questionIds: chosen.flat().map((item) => item.id),
    short: short.map((section) => sectionNames[section]),
  };
}
