import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, defineWorker } from '../../db/job-queue';
import { timedAttempts, userSettings, type TimedAttemptStatus } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import { HttpError } from '../../platform/errors';
import type { Services } from '../kit/context';
import { deadlineFor, isPastDeadline, timeLeftSeconds } from './timing';

/*
 * The timed-attempt core (ADR 0044): every timed thing in the portal starts, reads, refuses
 * late writes to and closes its attempts here, so the deadline is the server's alone. What an
 * attempt is of (a practice test, later a video interview) keeps its own table and says what
 * closing means for it (scoring) with a closer.
 */

export type TimedAttempt = typeof timedAttempts.$inferSelect;
export type TimedPurpose = TimedAttempt['purpose'];

/** What closing means for a purpose (score it), run in the closing transaction with the attempt as closed. */
export type AttemptCloser = (tx: Database, attempt: TimedAttempt) => Promise<void>;
/** The closers by purpose; a purpose with nothing to score when it closes has none. */
export type AttemptClosers = Partial<Record<TimedPurpose, AttemptCloser>>;

/** The member's time factor (1 without settings; null: untimed). */
export async function findTimeFactor(db: Database, { userId }: { userId: string }) {
  const [row] = await db.select({ timeFactor: userSettings.timeFactor }).from(userSettings).where(eq(userSettings.userId, userId));
  return row ? row.timeFactor : 1;
}

/**
 * Starts an attempt now: its deadline is start + limit × the member's time factor as it is
 * at this moment (a later change of setting leaves a started attempt as it was). An untimed
 * member's attempt has none, unless its purpose gives one (`untimedLimitSeconds`).
 */
export async function startTimedAttempt(
  tx: Database,
  {
    userId,
    purpose,
    limitSeconds,
    untimedLimitSeconds,
    now,
  }: { userId: string; purpose: TimedPurpose; limitSeconds: number; untimedLimitSeconds?: number; now: Date },
) {
  const timeFactor = await findTimeFactor(tx, { userId });
  const deadline = deadlineFor({ startedAt: now, limitSeconds, timeFactor, untimedLimitSeconds });
  const [attempt] = await tx.insert(timedAttempts).values({ userId, purpose, limitSeconds, timeFactor, startedAt: now, deadline }).returning();
  return attempt!;
}

/**
 * The member's own attempt, locked for the rest of the transaction: an answer, a submit and
 * the sweep on one attempt take turns, so none acts on a status another has just changed.
 * Undefined for anyone else's (a 404).
 */
export async function lockOwnAttempt(tx: Database, { userId, attemptId, purpose }: { userId: string; attemptId: string; purpose: TimedPurpose }) {
  const [attempt] = await tx
    .select()
    .from(timedAttempts)
    .where(and(eq(timedAttempts.id, attemptId), eq(timedAttempts.userId, userId), eq(timedAttempts.purpose, purpose)))
    .for('update');
  return attempt;
}

/**
 * Closes an open attempt (`submitted` by the member, `expired` by its deadline) and lets its
 * purpose score it, in the caller's transaction. The update only takes an open attempt, so
 * of two closings the second changes nothing and the attempt is scored once.
 */
export async function closeTimedAttempt(
  tx: Database,
  attempt: TimedAttempt,
  { status, now, closers }: { status: Exclude<TimedAttemptStatus, 'open'>; now: Date; closers: AttemptClosers },
) {
  const [closed] = await tx
    .update(timedAttempts)
    .set({ status, closedAt: now })
    .where(and(eq(timedAttempts.id, attempt.id), eq(timedAttempts.status, 'open')))
    .returning();
  if (!closed) return attempt;
  await closers[closed.purpose]?.(tx, closed);
  return closed;
}

/** The attempt as it stands at `now`: one open past its deadline is closed as expired first. */
export async function closeIfExpired(tx: Database, attempt: TimedAttempt, { now, closers }: { now: Date; closers: AttemptClosers }) {
  if (attempt.status !== 'open' || !isPastDeadline(attempt.deadline, now)) return attempt;
  return closeTimedAttempt(tx, attempt, { status: 'expired', now, closers });
}

/** Why a write to a closed attempt is refused, in the member's words. */
export function closedAttemptRefusal(attempt: TimedAttempt) {
  const message =
    attempt.status === 'expired'
      ? 'The time for this attempt ran out, so this answer was not saved. The answers you gave before then are kept.'
      : 'This attempt was submitted, so its answers can no longer change.';
  return new HttpError(409, 'conflict', message);
}

/**
 * For a write to an attempt (an answer): the locked attempt if it is still open at `now`;
 * one past its deadline is closed in this transaction and the write refused (409), the
 * answers given before the deadline kept. The refusal is returned, not thrown: the caller
 * commits the closing first and throws it after.
 */
export async function requireOpenAttempt(tx: Database, attempt: TimedAttempt, { now, closers }: { now: Date; closers: AttemptClosers }) {
  const current = await closeIfExpired(tx, attempt, { now, closers });
  return current.status === 'open' ? { open: current, refusal: null } : { open: null, refusal: closedAttemptRefusal(current) };
}

/** What a read shows of an attempt's timing. */
export function attemptTiming(attempt: TimedAttempt, now: Date) {
  return {
    status: attempt.status,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline?.toISOString() ?? null,
    closedAt: attempt.closedAt?.toISOString() ?? null,
    timeFactor: attempt.timeFactor,
    timeLeftSeconds: attempt.status === 'open' ? timeLeftSeconds(attempt.deadline, now) : attempt.deadline ? 0 : null,
  };
}

/** How many attempts one sweep closes at most; the next run takes the rest. */
const sweepBatch = 200;

/**
 * Closes every open attempt past its deadline, whether or not its member comes back, each in
 * its own transaction (a failing one leaves the others closed). An attempt a member is
 * answering at that moment is skipped and closed by their request or the next sweep.
 * Answers how many it closed.
 */
export async function sweepExpiredAttempts(
  { db, invalidations }: Pick<Services, 'db' | 'invalidations'>,
  { closers, now = new Date() }: { closers: AttemptClosers; now?: Date },
) {
  const due = await db
    .select({ id: timedAttempts.id })
    .from(timedAttempts)
    .where(and(eq(timedAttempts.status, 'open'), lte(timedAttempts.deadline, now)))
    .orderBy(asc(timedAttempts.deadline))
    .limit(sweepBatch);
  const closedFor: string[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(timedAttempts)
        .where(and(eq(timedAttempts.id, id), eq(timedAttempts.status, 'open')))
        .for('update', { skipLocked: true });
      if (!attempt) return;
      const after = await closeIfExpired(tx, attempt, { now, closers });
      if (after.status !== 'open') closedFor.push(after.userId);
    });
  }
  // Closed without the member's request: their page copies go as for any job's write (ADR 0041).
  if (closedFor.length > 0) invalidations.publish([...new Set(closedFor)].map(cacheTags.member));
  return closedFor.length;
}

/** Every minute: an abandoned attempt is closed (and scored) within a minute of its deadline. */
export const timedAttemptSweepSchedule = '* * * * *';

export const timedAttemptSweep = defineJob({
  name: 'close-expired-timed-attempts',
  data: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 5 * 60,
});

export const timedAttemptSweepWorker = (services: Pick<Services, 'db' | 'logger' | 'invalidations'>, closers: AttemptClosers) =>
  defineWorker(timedAttemptSweep, async () => {
    const closed = await sweepExpiredAttempts(services, { closers });
    if (closed > 0) services.logger.info({ closed }, 'expired timed attempts closed');
  });
