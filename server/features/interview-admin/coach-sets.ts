import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviewAttempts, interviewQuestions, interviewSets } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';
import { firmView } from '../interviews/interview-attempts';
import type { InterviewQuestionInput } from '../interviews/interview.schema';
import { isUuid } from '../uploads/upload-queries';
import type { InterviewSetInput } from './interview-set.schema';

/**
 * Coaches' writes to video-interview question sets (ADR 0048). A set is a draft while it is
 * written (its fields and questions edited, added, removed, reordered), then published
 * (members see it and start attempts, which point at its questions) and from then on never
 * edited, then retired (members no longer see or start it; attempts already started keep
 * working). A change to a published set is a duplicate, published in its place. Every write
 * is audit-logged in its transaction.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type SetRow = typeof interviewSets.$inferSelect;
type QuestionRow = typeof interviewQuestions.$inferSelect;
export type InterviewSetStatus = SetRow['status'];

const noSuchSet = () => notFound('No such question set');
const noSuchQuestion = () => notFound('No such question in this set');

// Qualified by hand: in a one-table select Drizzle writes a column unqualified, which inside the subquery would name the subquery's own column.
const questionCount = sql<number>`(select count(*) from ${interviewQuestions} where ${interviewQuestions}.set_id = ${interviewSets}.id)`.mapWith(Number);
const attemptCount = sql<number>`(select count(*) from ${interviewAttempts} where ${interviewAttempts}.set_id = ${interviewSets}.id)`.mapWith(Number);

const setFields = (row: SetRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  firm: firmView(row.firmSlug),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A question as coaches write it: the standard times, before any member's time factor. */
const coachQuestion = (row: QuestionRow) => ({ id: row.id, text: row.text, prepareSeconds: row.prepareSeconds, answerSeconds: row.answerSeconds, takes: row.takes });

/** What the audit log says about a set, so it reads without a join. */
const described = (row: SetRow) => ({ title: row.title, firm: row.firmSlug });

/** Every set, drafts first, then published, then retired, each with its firm and how many questions and attempts it has. */
export async function listSetsForCoaches(db: Database) {
  const rows = await db
    .select({ set: interviewSets, questionCount, attemptCount })
    .from(interviewSets)
    .orderBy(sql`case ${interviewSets.status} when 'draft' then 0 when 'published' then 1 else 2 end`, desc(interviewSets.updatedAt), asc(interviewSets.title));
  return rows.map((row) => ({ ...setFields(row.set), questionCount: row.questionCount, attemptCount: row.attemptCount }));
}

async function questionsOf(db: Database | Transaction, setId: string) {
  return db.select().from(interviewQuestions).where(eq(interviewQuestions.setId, setId)).orderBy(asc(interviewQuestions.position), asc(interviewQuestions.id));
}

async function coachSet(db: Database | Transaction, row: SetRow) {
  const questions = await questionsOf(db, row.id);
  const [counted] = await db.select({ attemptCount: sql<number>`count(*)`.mapWith(Number) }).from(interviewAttempts).where(eq(interviewAttempts.setId, row.id));
  return { ...setFields(row), questions: questions.map(coachQuestion), attemptCount: counted?.attemptCount ?? 0 };
}
export type CoachInterviewSet = Awaited<ReturnType<typeof coachSet>>;

/** One set with its questions in order, whatever its status. */
export async function findSetForCoaches(db: Database, { setId }: { setId: string }) {
  const [row] = isUuid(setId) ? await db.select().from(interviewSets).where(eq(interviewSets.id, setId)) : [];
  if (!row) throw noSuchSet();
  return coachSet(db, row);
}

const columnsOf = (input: InterviewSetInput) => ({ title: input.title, description: input.description, firmSlug: input.firmSlug ?? null });

export async function createInterviewSet(db: Database, { input, coach }: { input: InterviewSetInput; coach: Viewer }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interviewSets)
      .values({ ...columnsOf(input), status: 'draft' })
      .returning();
    await recordAudit(tx, { actor: coach, action: 'interview.set.create', target: { type: 'interview-set', id: row!.id }, details: described(row!) });
    return coachSet(tx, row!);
  });
}

const notADraft = (row: SetRow) =>
  new HttpError(
    409,
    'conflict',
    row.status === 'published'
      ? 'A published set cannot be edited: members’ attempts point at its questions. Duplicate it as a new draft instead.'
      : 'A retired set cannot be edited. Duplicate it as a new draft instead.',
  );

/** The set's row, locked for a write that depends on its status; a write to anything but a draft is refused (409). */
async function lockedDraft(tx: Transaction, setId: string) {
  const [row] = isUuid(setId) ? await tx.select().from(interviewSets).where(eq(interviewSets.id, setId)).for('update') : [];
  if (!row) throw noSuchSet();
  if (row.status !== 'draft') throw notADraft(row);
  return row;
}

/**
 * Runs one change to a draft (its fields or its questions) under the set's lock, then marks
 * the set updated and audit-logs the change; answers the set as it now is.
 */
async function changeDraft(
  db: Database,
  { setId, coach, action, details }: { setId: string; coach: Viewer; action: string; details?: Record<string, unknown> },
  change: (tx: Transaction, row: SetRow) => Promise<Partial<Pick<SetRow, 'title' | 'description' | 'firmSlug'>> | void>,
) {
  return db.transaction(async (tx) => {
    const current = await lockedDraft(tx, setId);
    const fields = (await change(tx, current)) ?? {};
    const [row] = await tx
      .update(interviewSets)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(interviewSets.id, setId))
      .returning();
    await recordAudit(tx, { actor: coach, action, target: { type: 'interview-set', id: setId }, details: { ...described(row!), ...details } });
    return coachSet(tx, row!);
  });
}

/** A coach edits a draft's title, description and firm. */
export const updateInterviewSet = (db: Database, { setId, input, coach }: { setId: string; input: InterviewSetInput; coach: Viewer }) =>
  changeDraft(db, { setId, coach, action: 'interview.set.update' }, async () => columnsOf(input));

/** Adds a question at the end of a draft. */
export const addInterviewQuestion = (db: Database, { setId, input, coach }: { setId: string; input: InterviewQuestionInput; coach: Viewer }) =>
  changeDraft(db, { setId, coach, action: 'interview.question.add', details: { text: input.text.slice(0, 120) } }, async (tx) => {
    const questions = await questionsOf(tx, setId);
    await tx.insert(interviewQuestions).values({ setId, position: questions.length, ...input });
  });

/** The question of this set, for a change to it; a question of another set is not found here. */
async function questionOfSet(tx: Transaction, setId: string, questionId: string) {
  const questions = await questionsOf(tx, setId);
  const index = questions.findIndex((question) => question.id === questionId);
  if (index < 0) throw noSuchQuestion();
  return { questions, index };
}

export const updateInterviewQuestion = (db: Database, { setId, questionId, input, coach }: { setId: string; questionId: string; input: InterviewQuestionInput; coach: Viewer }) =>
  changeDraft(db, { setId, coach, action: 'interview.question.update', details: { questionId, text: input.text.slice(0, 120) } }, async (tx) => {
    await questionOfSet(tx, setId, questionId);
    await tx.update(interviewQuestions).set(input).where(eq(interviewQuestions.id, questionId));
  });

/** Writes the positions 0, 1, 2... in the order given. */
async function renumber(tx: Transaction, questionIds: string[]) {
  for (const [position, id] of questionIds.entries()) await tx.update(interviewQuestions).set({ position }).where(eq(interviewQuestions.id, id));
}

/** Removes a question from a draft; the ones after it move up. */
export const removeInterviewQuestion = (db: Database, { setId, questionId, coach }: { setId: string; questionId: string; coach: Viewer }) =>
  changeDraft(db, { setId, coach, action: 'interview.question.remove', details: { questionId } }, async (tx) => {
    const { questions, index } = await questionOfSet(tx, setId, questionId);
    await tx.delete(interviewQuestions).where(eq(interviewQuestions.id, questionId));
    await renumber(
      tx,
      questions.filter((_, each) => each !== index).map((question) => question.id),
    );
  });

/**
 * Puts a draft's questions in the order given. The order must name every question of the set
 * once: a page loaded before another coach added or removed one is refused beside the list.
 */
export const reorderInterviewQuestions = (db: Database, { setId, questionIds, coach }: { setId: string; questionIds: string[]; coach: Viewer }) =>
  changeDraft(db, { setId, coach, action: 'interview.questions.reorder' }, async (tx) => {
    const current = (await questionsOf(tx, setId)).map((question) => question.id);
    const same = questionIds.length === current.length && new Set(questionIds).size === current.length && questionIds.every((id) => current.includes(id));
    if (!same) {
      throw new HttpError(400, 'validation_failed', 'Some fields need attention.', {
        questionIds: 'The order must list each of the set’s questions once: the set changed since the page loaded, so reload it and move the question again.',
      });
    }
    await renumber(tx, questionIds);
  });

/** Moves a set to its next status, refusing any other move (409). */
async function moveSet(db: Database, { setId, coach, to }: { setId: string; coach: Viewer; to: 'published' | 'retired' }) {
  return db.transaction(async (tx) => {
    const [current] = isUuid(setId) ? await tx.select().from(interviewSets).where(eq(interviewSets.id, setId)).for('update') : [];
    if (!current) throw noSuchSet();
    const allowed = to === 'published' ? current.status === 'draft' : current.status !== 'retired';
    if (!allowed) throw new HttpError(409, 'conflict', `This set is ${current.status}, so it cannot be ${to === 'published' ? 'published' : 'retired'}.`);
    if (to === 'published' && (await questionsOf(tx, setId)).length === 0) {
      throw new HttpError(409, 'conflict', 'Add at least one question before publishing: a member would have nothing to answer.');
    }
    const [row] = await tx.update(interviewSets).set({ status: to, updatedAt: new Date() }).where(eq(interviewSets.id, setId)).returning();
    await recordAudit(tx, { actor: coach, action: `interview.set.${to === 'published' ? 'publish' : 'retire'}`, target: { type: 'interview-set', id: setId }, details: described(row!) });
    return coachSet(tx, row!);
  });
}

/** A draft with at least one question goes to members; from now on it is never edited. */
export const publishInterviewSet = (db: Database, args: { setId: string; coach: Viewer }) => moveSet(db, { ...args, to: 'published' });

/** A draft or published set is taken away from members; attempts already started keep their questions and takes. */
export const retireInterviewSet = (db: Database, args: { setId: string; coach: Viewer }) => moveSet(db, { ...args, to: 'retired' });

/** A copy of a set and its questions as a new draft, with new ids: the way to change a published set. */
export async function duplicateInterviewSet(db: Database, { setId, coach }: { setId: string; coach: Viewer }) {
  return db.transaction(async (tx) => {
    const [source] = isUuid(setId) ? await tx.select().from(interviewSets).where(eq(interviewSets.id, setId)) : [];
    if (!source) throw noSuchSet();
    const [row] = await tx
      .insert(interviewSets)
      .values({ title: source.title, description: source.description, firmSlug: source.firmSlug, status: 'draft' })
      .returning();
    const questions = await questionsOf(tx, setId);
    if (questions.length > 0) {
      await tx.insert(interviewQuestions).values(questions.map(({ text, prepareSeconds, answerSeconds, takes }, position) => ({ setId: row!.id, position, text, prepareSeconds, answerSeconds, takes })));
    }
    await recordAudit(tx, { actor: coach, action: 'interview.set.duplicate', target: { type: 'interview-set', id: row!.id }, details: { ...described(row!), from: setId } });
    return coachSet(tx, row!);
  });
}
