import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { stagesBeforeSubmission } from './application.schema';
import { daysAfter, ukToday } from '../../platform/uk-calendar';

/** What the tracker shows of one application (the API answers the fields its contract names). */
export const trackedColumns = {
  id: applications.id,
  deadlineId: applications.deadlineId,
  firm: applications.firm,
  firmSlug: applications.firmSlug,
  opportunity: applications.opportunity,
  closesOn: applications.closesOn,
  stage: applications.stage,
  stageDates: applications.stageDates,
  notes: applications.notes,
};

/** The contract's shape of an application: `{ id, deadlineId, firm, opportunity, closesOn, stage, notes }`. */
export const applicationResponse = ({ id, deadlineId, firm, opportunity, closesOn, stage, notes }: TrackedApplication) => ({
  id,
  deadlineId,
  firm,
  opportunity,
  closesOn,
  stage,
  notes,
});

export type TrackedApplication = Awaited<ReturnType<typeof listApplications>>[number];

const byClosingDate = [sql`${applications.closesOn} asc nulls last`, asc(applications.createdAt)];

/** The member's applications, soonest closing first (those without a date last). */
export function listApplications(db: Database, { userId }: { userId: string }) {
  return db
    .select(trackedColumns)
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(...byClosingDate);
}

/** Applications not yet submitted that close today or within the next 7 days (UK dates): the top of /hub. */
export function listDueThisWeek(db: Database, { userId, now = new Date() }: { userId: string; now?: Date }) {
  const today = ukToday(now);
  return db
    .select(trackedColumns)
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        inArray(applications.stage, [...stagesBeforeSubmission]),
        gte(applications.closesOn, today),
        lte(applications.closesOn, daysAfter(today, 7)),
      ),
    )
    .orderBy(...byClosingDate);
}

/** Which calendar entries the member tracks, and the application each one became: deadline id → application id. */
export async function trackedDeadlines(db: Database, { userId }: { userId: string }) {
  const rows = await db
    .select({ deadlineId: applications.deadlineId, applicationId: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.deadlineId)));
  return Object.fromEntries(rows.map((row) => [row.deadlineId!, row.applicationId]));
}
