import { hoursToSeconds } from 'date-fns';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { firmBySlug } from '../../../content/firms';
import { genericInterviewSetSlug } from '../../../content/interviews/sets';
import type { Database } from '../../db/client';
import { interviewAttempts, interviewQuestions, interviewSets, recordingComments, recordings, reviewRecordings, timedAttempts, user } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { Services } from '../kit/context';
import { visibleMemberRows, type RowReader } from '../kit/member-rows';
import { openReviewRequest } from '../reviews/open-review-request';
import { attemptTiming, closeIfExpired, closeTimedAttempt, findTimeFactor, lockOwnAttempt, startTimedAttempt, type AttemptClosers, type TimedAttempt } from '../timed-attempts/timed-attempts';
import { isUuid } from '../uploads/upload-queries';
import { interviewAttemptLimitSeconds, stretchedSeconds, untimedInterviewAttemptHours } from './interview-timing';
import { seedInterviewSetId } from './seed-interviews';

type InterviewQuestion = typeof interviewQuestions.$inferSelect;
type InterviewSet = typeof interviewSets.$inferSelect;

/** A question as a member sees it: the times stretched by their time factor, the standard ones beside them. */
const questionView = (question: InterviewQuestion, timeFactor: number | null) => ({
  id: question.id,
  text: question.text,
  prepareSeconds: stretchedSeconds(question.prepareSeconds, timeFactor),
  answerSeconds: stretchedSeconds(question.answerSeconds, timeFactor),
  takes: question.takes,
  standardPrepareSeconds: question.prepareSeconds,
  standardAnswerSeconds: question.answerSeconds,
});

/** A set's firm as both doors name it: its slug and name, or null for a generic set. */
export const firmView = (firmSlug: string | null) => {
  const firm = firmSlug ? firmBySlug(firmSlug) : undefined;
  return firm ? { slug: firm.slug, name: firm.name } : null;
};

async function listSetQuestions(db: Database, setIds: string[]) {
  if (setIds.length === 0) return [];
  return db.select().from(interviewQuestions).where(inArray(interviewQuestions.setId, setIds)).orderBy(asc(interviewQuestions.setId), asc(interviewQuestions.position));
}

const setView = (set: InterviewSet, questions: InterviewQuestion[], timeFactor: number | null) => ({
  id: set.id,
  title: set.title,
  description: set.description,
  firm: firmView(set.firmSlug),
  questions: questions.filter((question) => question.setId === set.id).map((question) => questionView(question, timeFactor)),
});

/** The published sets with their questions, the generic ones first, times stretched by the member's time factor. */
export async function listSetsForMember(db: Database, { userId }: { userId: string }) {
  const [sets, timeFactor] = await Promise.all([
    db.select().from(interviewSets).where(eq(interviewSets.status, 'published')).orderBy(sql`${interviewSets.firmSlug} is not null`, asc(interviewSets.title)),
    findTimeFactor(db, { userId }),
  ]);
  const questions = await listSetQuestions(
    db,
    sets.map((set) => set.id),
  );
  return sets.map((set) => setView(set, questions, timeFactor));
}

/** Closing an interview attempt scores nothing: its takes stay as they are, for review. */
export const interviewAttemptClosers: AttemptClosers = {};

/**
 * How many attempts a member may have running at once (open, before their deadline). Each
 * takes recordings until it ends, so without a bound a member could start sets without end
 * and hold takes on all of them; three leaves room to start again after a false start.
 */
export const runningInterviewAttemptsLimit = 3;

/** Refuses (409) a start while the member already has the most attempts running; call under the member's lock. */
/** An attempt still running at `now`: open and before its deadline, whether or not the sweep has reached it. */
const runningAt = (now: Date) => and(eq(timedAttempts.status, 'open'), or(isNull(timedAttempts.deadline), gt(timedAttempts.deadline, now)));

async function requireRoomToStart(tx: Database, { userId, now }: { userId: string; now: Date }) {
  const [running] = await tx
    .select({ n: count() })
    .from(timedAttempts)
    .where(and(eq(timedAttempts.userId, userId), eq(timedAttempts.purpose, 'video-interview'), runningAt(now)));
  if ((running?.n ?? 0) < runningInterviewAttemptsLimit) return;
  throw new HttpError(
    409,
    'conflict',
    `You already have ${runningInterviewAttemptsLimit} video-interview attempts under way, the most at once. Carry on with one of them from Your attempts below, or finish one there to start this set.`,
  );
}

/**
 * Starts a run through a published set, on the timed-attempt core: the server sets the
 * deadline now, long enough for every take of every question at the member's time factor
 * (interview-timing.ts), or a day for a member who practises untimed. An unknown, draft or
 * retired set is a 404; a member with `runningInterviewAttemptsLimit` attempts running is
 * refused (409), two starts at once taking turns on the member's row.
 */
export async function startInterviewAttempt(db: Database, { userId, setId, now = new Date() }: { userId: string; setId: string; now?: Date }) {
  const [set] = isUuid(setId) ? await db.select().from(interviewSets).where(and(eq(interviewSets.id, setId), eq(interviewSets.status, 'published'))) : [];
  if (!set) throw notFound('No such question set');
  const questions = await listSetQuestions(db, [set.id]);
  if (questions.length === 0) throw new HttpError(409, 'conflict', 'This question set has no questions yet.');
  const attempt = await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    await requireRoomToStart(tx, { userId, now });
    const started = await startTimedAttempt(tx, {
      userId,
      purpose: 'video-interview',
      limitSeconds: interviewAttemptLimitSeconds(questions),
      untimedLimitSeconds: hoursToSeconds(untimedInterviewAttemptHours),
      now,
    });
    await tx.insert(interviewAttempts).values({ attemptId: started.id, userId, setId: set.id });
    return started;
  });
  return { id: attempt.id, now: now.toISOString(), ...attemptTiming(attempt, now), set: setView(set, questions, attempt.timeFactor) };
}

/**
 * Ends one of the member's running attempts now, at their word: no take starts after it, one
 * being sent may still send its last chunks (its grace), and every take stays to watch, delete
 * or send for review. Finishing frees its place among the attempts a member may run at once.
 * An attempt that has already ended stays as it ended.
 */
export async function finishInterviewAttempt(db: Database, { userId, attemptId, now = new Date() }: { userId: string; attemptId: string; now?: Date }) {
  if (!isUuid(attemptId)) throw notFound('No such attempt');
  return db.transaction(async (tx) => {
    const attempt = await lockOwnAttempt(tx, { userId, attemptId, purpose: 'video-interview' });
    if (!attempt) throw notFound('No such attempt');
    const current = await closeIfExpired(tx, attempt, { now, closers: interviewAttemptClosers });
    const ended = current.status === 'open' ? await closeTimedAttempt(tx, current, { status: 'submitted', now, closers: interviewAttemptClosers }) : current;
    return { id: ended.id, now: now.toISOString(), ...attemptTiming(ended, now) };
  });
}

/** A coach reads an attempt only through a review request that carries one of its takes. */
const attemptInReview = sql`exists (select 1 from ${reviewRecordings} join ${recordings} on ${recordings.id} = ${reviewRecordings.recordingId} where ${recordings.attemptId} = ${interviewAttempts.attemptId})`;

/**
 * One attempt as its member (or a coach, through a review) reads it at `now`: the set's
 * questions at the attempt's time factor, and each answer's takes with their state and where
 * to play them. The server's instant comes with it, so a countdown runs from the server's
 * clock. Another member's attempt is undefined (a 404).
 */
export async function getInterviewAttempt(db: Database, { reader, attemptId, now = new Date() }: { reader: RowReader; attemptId: string; now?: Date }) {
  if (!isUuid(attemptId)) return undefined;
  const [found] = await db
    .select({ attempt: timedAttempts, setId: interviewAttempts.setId })
    .from(interviewAttempts)
    .innerJoin(timedAttempts, eq(timedAttempts.id, interviewAttempts.attemptId))
    .where(and(eq(interviewAttempts.attemptId, attemptId), visibleMemberRows(reader, { owner: interviewAttempts.userId, coveredByReview: attemptInReview })));
  if (!found) return undefined;
  const [set] = await db.select().from(interviewSets).where(eq(interviewSets.id, found.setId));
  const questions = await listSetQuestions(db, [found.setId]);
  const takes = await db.select().from(recordings).where(eq(recordings.attemptId, attemptId)).orderBy(asc(recordings.take), asc(recordings.createdAt));
  const comments = await listTakeComments(
    db,
    takes.map((take) => take.id),
  );
  return {
    id: attemptId,
    now: now.toISOString(),
    ...attemptTiming(found.attempt, now),
    set: setView(set!, questions, found.attempt.timeFactor),
    answers: questions.map((question) => ({
      questionId: question.id,
      takes: takes.filter((take) => take.questionId === question.id).map((take) => takeView(take, comments)),
    })),
  };
}

export type InterviewAttemptView = NonNullable<Awaited<ReturnType<typeof getInterviewAttempt>>>;

/** The coaches' comments on these takes, in the order of the moments they are pinned to. */
async function listTakeComments(db: Database, recordingIds: string[]) {
  if (recordingIds.length === 0) return [];
  return db
    .select({ id: recordingComments.id, recordingId: recordingComments.recordingId, atSeconds: recordingComments.atSeconds, text: recordingComments.text })
    .from(recordingComments)
    .where(inArray(recordingComments.recordingId, recordingIds))
    .orderBy(asc(recordingComments.atSeconds), asc(recordingComments.createdAt));
}

type TakeComment = Awaited<ReturnType<typeof listTakeComments>>[number];

const takeView = (take: typeof recordings.$inferSelect, comments: TakeComment[]) => ({
  id: take.id,
  take: take.take,
  durationSeconds: take.durationSeconds,
  status: take.status,
  url: `/api/recordings/${take.id}`,
  comments: comments.filter((comment) => comment.recordingId === take.id).map(({ id, atSeconds, text }) => ({ id, atSeconds, text })),
});

/** The member's attempts, newest first, with the set's title and how many takes are ready. */
export async function listInterviewAttempts(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const rows = await db
    .select({
      id: interviewAttempts.attemptId,
      setId: interviewAttempts.setId,
      setTitle: interviewSets.title,
      firmSlug: interviewSets.firmSlug,
      startedAt: timedAttempts.startedAt,
      running: sql<boolean>`${runningAt(now)}`,
      readyTakes: sql<number>`(select count(*) from ${recordings} where ${recordings.attemptId} = ${interviewAttempts.attemptId} and ${recordings.status} = 'ready')`.mapWith(Number),
    })
    .from(interviewAttempts)
    .innerJoin(timedAttempts, eq(timedAttempts.id, interviewAttempts.attemptId))
    .innerJoin(interviewSets, eq(interviewSets.id, interviewAttempts.setId))
    .where(eq(interviewAttempts.userId, userId))
    .orderBy(desc(timedAttempts.startedAt));
  return rows.map(({ firmSlug, startedAt, ...row }) => ({ ...row, firm: firmView(firmSlug), startedAt: startedAt.toISOString() }));
}

/**
 * Sends the ready takes of one answer (`questionId`) or of the whole attempt to the coaches as
 * one review request, within the monthly allowance exactly as drafts are sent. Nothing ready
 * to send is refused (409) before the allowance is counted. An answer is with the coaches once
 * any of its takes was sent: asking for it again is refused (409), and the whole attempt sends
 * the answers not yet sent, refused when none are left.
 */
export async function requestInterviewReview(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'jobs'>,
  { userId, attemptId, questionId, notes }: { userId: string; attemptId: string; questionId?: string | undefined; notes?: string | undefined },
) {
  if (!isUuid(attemptId) || (questionId !== undefined && !isUuid(questionId))) throw notFound('No such attempt');
  const [set] = await services.db
    .select({ title: interviewSets.title })
    .from(interviewAttempts)
    .innerJoin(interviewSets, eq(interviewSets.id, interviewAttempts.setId))
    .where(and(eq(interviewAttempts.attemptId, attemptId), eq(interviewAttempts.userId, userId)));
  return openReviewRequest(services, {
    userId,
    details: { targetFirm: `Video interview practice: ${set?.title ?? ''}`.trim(), applicationType: 'other', notes },
    gather: async (tx) => {
      const attempt: TimedAttempt | undefined = await lockOwnAttempt(tx, { userId, attemptId, purpose: 'video-interview' });
      if (!attempt || !set) throw notFound('No such attempt');
      const ready = await tx
        .select({ id: recordings.id, questionId: recordings.questionId, question: interviewQuestions.text })
        .from(recordings)
        .innerJoin(interviewQuestions, eq(interviewQuestions.id, recordings.questionId))
        .where(
          and(
            eq(recordings.attemptId, attemptId),
            eq(recordings.userId, userId),
            eq(recordings.status, 'ready'),
            questionId === undefined ? undefined : eq(recordings.questionId, questionId),
          ),
        );
      if (ready.length === 0) {
        throw new HttpError(409, 'conflict', questionId ? 'Record a take of this answer before sending it for review.' : 'Record at least one answer before sending this set for review.');
      }
      const answers = new Map(ready.map((take) => [take.questionId, `Your answer to “${take.question}”`]));
      return {
        pieces: [...answers].map(([id, name]) => ({ id, name })),
        findSent: async (reader, questionIds) => {
          const sent = await reader
            .selectDistinct({ questionId: recordings.questionId })
            .from(reviewRecordings)
            .innerJoin(recordings, eq(recordings.id, reviewRecordings.recordingId))
            .where(and(eq(recordings.attemptId, attemptId), inArray(recordings.questionId, questionIds)));
          return new Set(sent.map((row) => row.questionId));
        },
        ...(questionId === undefined ? { whole: 'What you recorded in this set' } : {}),
        attach: async (writer, reviewId, pieces) => {
          const sending = new Set(pieces.map((piece) => piece.id));
          await writer.insert(reviewRecordings).values(ready.filter((take) => sending.has(take.questionId)).map((take) => ({ reviewId, recordingId: take.id })));
        },
      };
    },
  });
}

/**
 * The takes a review request carries, each with its question and the comments pinned to it,
 * for the coach working on it (the coach pages are guarded; the review names what is shown).
 */
export async function listReviewTakes(db: Database, { reviewId }: { reviewId: string }) {
  if (!isUuid(reviewId)) return [];
  const rows = await db
    .select({ take: recordings, question: interviewQuestions.text })
    .from(reviewRecordings)
    .innerJoin(recordings, eq(recordings.id, reviewRecordings.recordingId))
    .innerJoin(interviewQuestions, eq(interviewQuestions.id, recordings.questionId))
    .where(eq(reviewRecordings.reviewId, reviewId))
    .orderBy(asc(interviewQuestions.position), asc(recordings.take));
  const comments = await listTakeComments(
    db,
    rows.map((row) => row.take.id),
  );
  return rows.map((row) => ({ question: row.question, ...takeView(row.take, comments) }));
}

/**
 * The set an application at the video-interview stage offers: the firm's own published set
 * when coaches have written one, else the generic set (undefined if both were retired).
 */
export async function findInterviewSetForFirm(db: Database, { firmSlug }: { firmSlug: string | null }) {
  const published = await db
    .select({ id: interviewSets.id, title: interviewSets.title, firmSlug: interviewSets.firmSlug })
    .from(interviewSets)
    .where(and(eq(interviewSets.status, 'published'), firmSlug ? sql`(${interviewSets.firmSlug} = ${firmSlug} or ${interviewSets.firmSlug} is null)` : isNull(interviewSets.firmSlug)))
    .orderBy(sql`${interviewSets.firmSlug} is null`, sql`${interviewSets.id} <> ${seedInterviewSetId(genericInterviewSetSlug)}`, asc(interviewSets.title))
    .limit(1);
  return published[0];
}
