import { and, eq, isNull, sql } from 'drizzle-orm';
import { firmBySlug, firms } from '../../../content/firms';
import type { Database } from '../../db/client';
import { applications, deadlines } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import { notFound } from '../../platform/errors';
import type { Services } from '../kit/context';
import type { CreateApplicationInput } from './application.schema';
import { trackedColumns, type TrackedApplication } from './application-queries';
import { ukToday } from '../../platform/uk-calendar';

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

/**
 * Adds an application to the member's tracker, from a calendar entry or by hand, at the
 * first stage (reached today). Tracking a deadline the member already tracks gives back
 * that application: a per-member-and-deadline lock makes two clicks at once create one.
 */
export async function trackApplication(
  { db, invalidations }: Pick<Services, 'db' | 'invalidations'>,
  { userId, input, now = new Date() }: { userId: string; input: CreateApplicationInput; now?: Date },
): Promise<{ application: TrackedApplication; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    let fields;
    if ('deadlineId' in input) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`track:${userId}:${input.deadlineId}`}, 0))`);
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
    const [application] = await tx
      .insert(applications)
      .values({ ...fields, userId, stage: 'researching', stageDates: { researching: ukToday(now) } })
      .returning(trackedColumns);
    return { application: application!, created: true };
  });
  if (result.created) invalidations.publish([cacheTags.activity(userId)]);
  return result;
}
