import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceAnswers, practiceAttempts, practiceForms, reviewPracticeAttempts, timedAttempts, user, type PracticeAnswer } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import { HttpError, notFound } from '../../platform/errors';
import { refuseSubscriber } from '../kit/access';
import type { Services } from '../kit/context';
import { visibleMemberRows, type RowReader } from '../kit/member-rows';
import { validateInput } from '../kit/route-table';
import {
  attemptTiming,
  closeIfExpired,
  closeTimedAttempt,
  lockOwnAttempt,
  requireOpenAttempt,
  startTimedAttempt,
  type AttemptClosers,
  type TimedAttempt,
} from '../timed-attempts/timed-attempts';
import { timeLeftSeconds, timeUsedSeconds } from '../timed-attempts/timing';
import { isUuid } from '../uploads/upload-queries';
import { findAnswerCheck } from './answer-checks';
import { findFormStanding } from './form-standing';
import { findPublishedForm, itemsInOrder, listAttemptAnswers, listAttemptReviewNotes, listFormItems, listPublishedForms, toQuestion, type PracticeItem } from './practice-queries';
import { scoreAttempt } from './score-answer';

type PracticeServices = Pick<Services, 'db' | 'billingCache'>;

/** The plan refusal for a form that is not free, worded by the member's standing; null when they may start it. */
async function refuseForm(services: PracticeServices, { userId, free }: { userId: string; free: boolean }) {
  if (free) return null;
  const refusal = await refuseSubscriber(services, { userId });
  return refusal && `${refusal.message} The diagnostic test is free to every member.`;
}

/** The published forms, each saying whether this member may start it (the diagnostic is free; the rest need a plan). */
export async function listFormsForMember(services: PracticeServices, { userId }: { userId: string }) {
  const [forms, planRefusal] = await Promise.all([listPublishedForms(services.db), refuseSubscriber(services, { userId })]);
  return forms.map((form) => ({ ...form, available: form.free || planRefusal === null }));
}

/** Scores a practice attempt as it closes: each answer's credit, the sections and the total. */
async function scorePracticeAttempt(tx: Database, attempt: TimedAttempt) {
  const [practice] = await tx.select().from(practiceAttempts).where(eq(practiceAttempts.attemptId, attempt.id));
  if (!practice) return;
  const items = await itemsInOrder(tx, practice.itemIds);
  const answers = await listAttemptAnswers(tx, { attemptId: attempt.id });
  const result = scoreAttempt(
    items.map((item) => ({ ...item, optionIds: item.options.map((option) => option.id) })),
    new Map(answers.map((row) => [row.itemId, row.answer])),
  );
  for (const row of answers) {
    await tx
      .update(practiceAnswers)
      .set({ credit: result.credits.get(row.itemId) ?? 0 })
      .where(and(eq(practiceAnswers.attemptId, attempt.id), eq(practiceAnswers.itemId, row.itemId)));
  }
  await tx
    .update(practiceAttempts)
    .set({ score: result.score, maxScore: result.maxScore, sections: result.sections })
    .where(eq(practiceAttempts.attemptId, attempt.id));
}

/** What closing a timed attempt means, by purpose: the sweep and every closing here use these. */
export const timedAttemptClosers: AttemptClosers = { 'practice-test': scorePracticeAttempt };

/**
 * Starts an attempt of a published form for the member: the deadline is set now, by the
 * server (limit × their time factor; none when untimed). A form that is not free needs a
 * plan (403, worded by the member's standing: a paused member resumes, a member in grace
 * keeps access); an unknown form is a 404.
 */
export async function startPracticeAttempt(
  services: PracticeServices & Pick<Services, 'invalidations'>,
  { userId, formId, now = new Date() }: { userId: string; formId: string; now?: Date },
) {
  const form = await findPublishedForm(services.db, { formId });
  if (!form) throw notFound('No such practice test');
  const refusal = await refuseForm(services, { userId, free: form.free });
  if (refusal) throw new HttpError(403, 'forbidden', refusal);
  const items = await listFormItems(services.db, { formId });
  if (items.length === 0) throw new HttpError(409, 'conflict', 'This practice test has no questions yet.');
  const started = await services.db.transaction(async (tx) => {
    // One running attempt of a form at a time: a second start (a double press before the page's
    // scripts run, a retried request) goes back to the first, instead of leaving it to expire
    // empty among the member's results. Two starts take turns on the member's row.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const running = await findRunningAttemptId(tx, { userId, formId, now });
    if (running) return { kind: 'running' as const, id: running };
    const attempt = await startTimedAttempt(tx, { userId, purpose: 'practice-test', limitSeconds: form.minutes * 60, now });
    await tx.insert(practiceAttempts).values({ attemptId: attempt.id, userId, formId, itemIds: items.map((item) => item.id) });
    return { kind: 'started' as const, attempt };
  });
  if (started.kind === 'running') {
    const running = await getPracticeAttempt(services, { reader: { userId, role: 'member' }, attemptId: started.id, now });
    // Read at the same instant it was found running, so it is there unless the member was erased meanwhile.
    if (!running) throw notFound('No such practice test');
    return { ...running, resumed: true as const };
  }
  const { attempt } = started;
  return { ...attemptView(attempt, now), formId, formTitle: form.title, kind: form.kind, questions: items.map(toQuestion), answers: {}, resumed: false as const };
}

/** The member's attempt of `formId` still running at `now` (open, its deadline ahead or none), if any. */
async function findRunningAttemptId(tx: Database, { userId, formId, now }: { userId: string; formId: string; now: Date }) {
  const [row] = await tx
    .select({ id: timedAttempts.id })
    .from(practiceAttempts)
    .innerJoin(timedAttempts, eq(timedAttempts.id, practiceAttempts.attemptId))
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        eq(practiceAttempts.formId, formId),
        eq(timedAttempts.status, 'open'),
        or(isNull(timedAttempts.deadline), gt(timedAttempts.deadline, now)),
      ),
    )
    .orderBy(desc(timedAttempts.startedAt))
    .limit(1);
  return row?.id;
}

/** A coach reads an attempt only through a review request that carries it. */
const attemptInReview = sql`exists (select 1 from ${reviewPracticeAttempts} where ${reviewPracticeAttempts.attemptId} = ${timedAttempts.id})`;

function attemptView(attempt: TimedAttempt, now: Date) {
  return { id: attempt.id, ...attemptTiming(attempt, now) };
}

/**
 * One attempt as its member (or a coach, through a review) reads it, at `now`: an attempt
 * past its deadline is closed first, so a reload after the time ran out shows the result. The
 * questions come without keys; once closed, the result, and each item's key, rationales and
 * credit. Another member's attempt is undefined (a 404).
 */
export async function getPracticeAttempt(
  { db, invalidations }: Pick<Services, 'db' | 'invalidations'>,
  { reader, attemptId, now = new Date() }: { reader: RowReader; attemptId: string; now?: Date },
) {
  if (!isUuid(attemptId)) return undefined;
  let closedNow: string | null = null;
  const view = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(timedAttempts)
      .where(
        and(
          eq(timedAttempts.id, attemptId),
          eq(timedAttempts.purpose, 'practice-test'),
          visibleMemberRows(reader, { owner: timedAttempts.userId, coveredByReview: attemptInReview }),
        ),
      )
      .for('update');
    if (!found) return undefined;
    const attempt = await closeIfExpired(tx, found, { now, closers: timedAttemptClosers });
    if (attempt.status !== found.status) closedNow = attempt.userId;
    return readAttempt(tx, attempt, now);
  });
  // A read that closed the attempt is a write the page cache did not see (a GET): the member's copies go.
  if (closedNow) invalidations.publish([cacheTags.member(closedNow)]);
  return view;
}

export type PracticeAttemptView = NonNullable<Awaited<ReturnType<typeof getPracticeAttempt>>>;

async function readAttempt(tx: Database, attempt: TimedAttempt, now: Date) {
  const [practice] = await tx.select().from(practiceAttempts).where(eq(practiceAttempts.attemptId, attempt.id));
  if (!practice) return undefined;
  const [form] = await tx.select().from(practiceForms).where(eq(practiceForms.id, practice.formId));
  const items = await itemsInOrder(tx, practice.itemIds);
  const rows = await listAttemptAnswers(tx, { attemptId: attempt.id });
  const answers = Object.fromEntries(rows.map((row) => [row.itemId, row.answer])) as Record<string, PracticeAnswer>;
  const open = {
    ...attemptView(attempt, now),
    formId: practice.formId,
    formTitle: form?.title ?? '',
    kind: form?.kind ?? 'critical-thinking',
    questions: items.map(toQuestion),
    answers,
    timeUsedSeconds: timeUsedSeconds(attempt, now),
  };
  if (attempt.status === 'open' || practice.score === null || practice.maxScore === null) return open;
  const result = { score: practice.score, maxScore: practice.maxScore, sections: practice.sections ?? [] };
  const credits = new Map(rows.map((row) => [row.itemId, row.credit ?? 0]));
  const { reviews, comments } = await listAttemptReviewNotes(tx, { attemptId: attempt.id });
  const commentsOn = (itemId: string) => comments.filter((comment) => comment.itemId === itemId).map(({ text, createdAt }) => ({ text, createdAt: createdAt.toISOString() }));
  return {
    ...open,
    ...result,
    result,
    standing: await findFormStanding(tx, { formId: practice.formId, score: practice.score, now }),
    reviews: reviews.map((review) => ({ id: review.id, status: review.status, submittedAt: review.submittedAt.toISOString() })),
    items: items.map((item) => ({ ...resultItem(item, answers[item.id] ?? null, credits.get(item.id) ?? 0), comments: commentsOn(item.id) })),
  };
}

/** An item with what the member answered, the key and the coaches' reasoning: shown after the attempt closes, never before. */
const resultItem = (item: PracticeItem, answer: PracticeAnswer | null, credit: number) => ({
  id: item.id,
  answer,
  credit,
  key: item.key,
  explanation: item.explanation,
  options: item.options,
});

/** Reads the member's practice attempt row for a write, locked, or refuses as no such attempt. */
async function lockPracticeAttempt(tx: Database, { userId, attemptId }: { userId: string; attemptId: string }) {
  const attempt = isUuid(attemptId) ? await lockOwnAttempt(tx, { userId, attemptId, purpose: 'practice-test' }) : undefined;
  if (!attempt) throw notFound('No such attempt');
  const [practice] = await tx.select().from(practiceAttempts).where(eq(practiceAttempts.attemptId, attempt.id));
  if (!practice) throw notFound('No such attempt');
  return { attempt, practice };
}

/** The answer as it fits the question (400 naming `answer` otherwise); unknown questions are a 404. */
async function parseAnswer(
  services: Pick<Services, 'db' | 'answerChecks'>,
  { userId, attemptId, questionId, answer }: { userId: string; attemptId: string; questionId: string; answer: unknown },
) {
  const check = await findAnswerCheck(services, questionId);
  const checked = check?.safeParse({ answer });
  if (checked?.success) return checked.data.answer;
  // Why an answer is refused tells what its question asks: said only to a member whose own attempt asks it.
  await services.db.transaction(async (tx) => {
    const { practice } = await lockPracticeAttempt(tx, { userId, attemptId });
    if (!practice.itemIds.includes(questionId)) throw notFound('No such question in this attempt');
  });
  if (!check) throw notFound('No such question in this attempt');
  return validateInput(check, { answer }).answer;
}

/**
 * Saves the answer in one statement when the attempt is the member's, open, before its
 * deadline and asks the question; otherwise saves nothing and answers null. The attempt row is
 * locked for share, so a submit or a closing that holds it first is waited for and then seen.
 */
async function saveIfOpen(
  db: Database,
  { userId, attemptId, questionId, answer, now }: { userId: string; attemptId: string; questionId: string; answer: PracticeAnswer; now: Date },
) {
  const at = now.toISOString();
  const result = await db.execute<{ deadline: string | null }>(sql`
    with target as (
      select ${timedAttempts.id} as id, ${timedAttempts.deadline} as deadline
      from ${timedAttempts}
      join ${practiceAttempts} on ${practiceAttempts.attemptId} = ${timedAttempts.id}
      where ${timedAttempts.id} = ${attemptId} and ${timedAttempts.userId} = ${userId}
        and ${timedAttempts.purpose} = 'practice-test' and ${timedAttempts.status} = 'open'
        and (${timedAttempts.deadline} is null or ${timedAttempts.deadline} > ${at}::timestamptz)
        and ${practiceAttempts.itemIds} @> ${JSON.stringify([questionId])}::jsonb
      for share of ${timedAttempts}
    )
    insert into ${practiceAnswers} (attempt_id, user_id, item_id, answer, answered_at)
    select id, ${userId}, ${questionId}, ${JSON.stringify(answer)}::jsonb, ${at}::timestamptz from target
    on conflict (attempt_id, item_id) do update set answer = excluded.answer, answered_at = excluded.answered_at
    returning (select deadline from target) as deadline`);
  const [row] = (result as unknown as { rows: { deadline: string | Date | null }[] }).rows;
  return row ? { deadline: row.deadline === null ? null : new Date(row.deadline) } : null;
}

/**
 * Saves the member's answer to one question of their open attempt, replacing an earlier one:
 * one statement while the attempt is open (the common case, and what the bench measures), the
 * answer checked against its question from memory (`findAnswerCheck`).
 * Otherwise it finds out why under the attempt's lock: after the deadline the answer is
 * refused (409) and the attempt closed, in the same transaction, with the answers given
 * before; a submitted attempt refuses too; another member's attempt, or a question not in it,
 * is a 404. An answer that does not fit the question is a 400 naming `answer`, before any write.
 */
export async function savePracticeAnswer(
  services: Pick<Services, 'db' | 'answerChecks'>,
  { userId, attemptId, questionId, answer, now = new Date() }: { userId: string; attemptId: string; questionId: string; answer: unknown; now?: Date },
) {
  const { db } = services;
  const parsed = await parseAnswer(services, { userId, attemptId, questionId, answer });
  const saved = isUuid(attemptId) ? await saveIfOpen(db, { userId, attemptId, questionId, answer: parsed, now }) : null;
  // What the API promises and no more: which question was saved, and the time left on the server's clock.
  const answered = (deadline: Date | null) => ({ questionId, timeLeftSeconds: timeLeftSeconds(deadline, now) });
  if (saved) return answered(saved.deadline);
  const outcome = await db.transaction(async (tx) => {
    const { attempt, practice } = await lockPracticeAttempt(tx, { userId, attemptId });
    if (!practice.itemIds.includes(questionId)) throw notFound('No such question in this attempt');
    const { open, refusal } = await requireOpenAttempt(tx, attempt, { now, closers: timedAttemptClosers });
    if (!open) return { refusal };
    await tx
      .insert(practiceAnswers)
      .values({ attemptId, userId, itemId: questionId, answer: parsed, answeredAt: now })
      .onConflictDoUpdate({ target: [practiceAnswers.attemptId, practiceAnswers.itemId], set: { answer: parsed, answeredAt: now } });
    return { saved: answered(open.deadline) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.saved;
}

/**
 * Submits the member's attempt and returns its result. Idempotent: an attempt already closed
 * (submitted, or expired by its deadline, which submitting late finds and records) returns
 * the result it has.
 */
export async function submitPracticeAttempt(
  { db }: Pick<Services, 'db'>,
  { userId, attemptId, now = new Date() }: { userId: string; attemptId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const { attempt } = await lockPracticeAttempt(tx, { userId, attemptId });
    const current = await closeIfExpired(tx, attempt, { now, closers: timedAttemptClosers });
    await closeTimedAttempt(tx, current, { status: 'submitted', now, closers: timedAttemptClosers });
    const [scored] = await tx.select().from(practiceAttempts).where(eq(practiceAttempts.attemptId, attemptId));
    return { score: scored?.score ?? 0, maxScore: scored?.maxScore ?? 0, sections: scored?.sections ?? [] };
  });
}
