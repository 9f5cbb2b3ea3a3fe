import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { firmBySlug, firms } from '../../../content/firms';
import type { Database } from '../../db/client';
import { consumeRateLimit } from '../../db/rate-limit';
import { applications, deadlines } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { Services } from '../kit/context';
import type { CreateApplicationInput } from './application.schema';
import { trackedColumns, type TrackedApplication } from './application-queries';
import { ukToday } from '../../platform/uk-calendar';
import { trackerAdditionsRateLimit, trackerLimits } from './tracker-limits';

/** The catalogue firm a hand-typed name is, if any: the answer checker then knows its name forms. */
export const catalogueSlugOf = (name: string) =>
  firms.find((firm) => firm.name.toLowerCase() === name.toLowerCase() || firm.slug === name.toLowerCase())?.slug ?? null;

/** The application's fields, copied from a live calendar entry (a retired one can no longer be tracked). */
async function fromDeadline(tx: Database, deadlineId: string) {
  const [deadline] = await tx
    .select()
    .from(deadlines)
    .where(and(eq(deadlines.id, deadlineId), isNull(deadlines.retiredAt)));
  if (!deadline) throw notFound('No such deadline in the calendar');
  return {
    deadlineId,
    firm: firmBySlug(deadline.firmSlug)?.name ?? deadline.firmSlug,
    firmSlug: deadline.firmSlug,
    opportunity: deadline.opportunity,
    closesOn: deadline.closesOn,
  };
}

/** Refused beside the firm field of the add-by-hand form; the calendar's button has no field, so it is the form's message. */
const trackerFull = (byHand: boolean) => {
  const message = `Your tracker holds up to ${trackerLimits.applicationsPerMember} applications. Delete ones you no longer need to add more.`;
  return new HttpError(409, 'conflict', message, byHand ? { firm: message } : undefined);
};

/**
 * Adds an application to the member's tracker, from a calendar entry or by hand, at the
 * first stage (reached today), within the hourly additions and the cap on applications.
 * Tracking a deadline the member already tracks gives back that application. A per-member
 * lock makes two clicks at once create one, and keeps the cap exact.
 */
export async function trackApplication(
  { db }: Pick<Services, 'db'>,
  { userId, input, now = new Date() }: { userId: string; input: CreateApplicationInput; now?: Date },
): Promise<{ application: TrackedApplication; created: boolean }> {
  await consumeRateLimit(db, trackerAdditionsRateLimit, userId);
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`track:${userId}`}, 0))`);
    let fields;
    if ('deadlineId' in input) {
      const [existing] = await tx
        .select(trackedColumns)
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.deadlineId, input.deadlineId)))
        .limit(1);
      if (existing) return { application: existing, created: false };
      fields = await fromDeadline(tx, input.deadlineId);
    } else {
      fields = { ...input, closesOn: input.closesOn ?? null, firmSlug: catalogueSlugOf(input.firm) };
    }
    const [held] = await tx.select({ applications: count() }).from(applications).where(eq(applications.userId, userId));
    if ((held?.applications ?? 0) >= trackerLimits.applicationsPerMember) throw trackerFull(!('deadlineId' in input));
    const [application] = await tx
      .insert(applications)
      .values({ ...fields, userId, stage: 'researching', stageDates: { researching: ukToday(now) } })
      .returning(trackedColumns);
    return { application: application!, created: true };
  });
  return result;
}
