import { and, eq, sql } from 'drizzle-orm';
import { applicationAnswers, applications, reviewAnswers } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { Services } from '../kit/context';
import type { UpdateApplicationInput } from './application.schema';
import { trackedColumns } from './application-queries';
import { catalogueSlugOf } from './track-application';
import { ukToday } from '../../platform/uk-calendar';

const noSuchApplication = () => notFound('No such application');

/**
 * Changes the member's own application: its stage, its notes, or a correction to its firm,
 * opening or closing date (the firm's catalogue entry follows the name, for the answer
 * checker). Reaching a different stage records the day (UK date) in `stageDates`; another
 * member's application is not found. A corrected closing date gets its own reminders: they
 * are claimed per date.
 */
export async function updateApplication(
  { db }: Pick<Services, 'db'>,
  { userId, applicationId, input, now = new Date() }: { userId: string; applicationId: string; input: UpdateApplicationInput; now?: Date },
) {
  const { stage, notes, firm, opportunity, closesOn } = input;
  const [application] = await db
    .update(applications)
    .set({
      ...(notes !== undefined ? { notes } : {}),
      ...(firm !== undefined ? { firm, firmSlug: catalogueSlugOf(firm) } : {}),
      ...(opportunity !== undefined ? { opportunity } : {}),
      ...(closesOn !== undefined ? { closesOn } : {}),
      ...(stage !== undefined
        ? {
            stage,
            // One statement reads the old stage and writes the new one: no race between moves.
            stageDates: sql`case when ${applications.stage} = ${stage} then ${applications.stageDates}
              else ${applications.stageDates} || jsonb_build_object(${stage}::text, ${ukToday(now)}::text) end`,
          }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
    .returning(trackedColumns);
  if (!application) throw noSuchApplication();
  return application;
}

/**
 * Deletes one of the member's applications with its questions and drafts, unless drafts of it
 * were sent for review: those are the copy the coach reads and answers beside (withdraw it instead).
 */
export async function deleteApplication(
  { db }: Pick<Services, 'db'>,
  { userId, applicationId }: { userId: string; applicationId: string },
) {
  const deleted = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)))
      .for('update');
    if (!own) throw noSuchApplication();
    const [sent] = await tx
      .select({ reviewId: reviewAnswers.reviewId })
      .from(reviewAnswers)
      .innerJoin(applicationAnswers, eq(applicationAnswers.id, reviewAnswers.answerId))
      .where(eq(applicationAnswers.applicationId, own.id))
      .limit(1);
    if (sent) {
      throw new HttpError(409, 'conflict', 'Drafts of this application were sent for review, so it cannot be deleted. Move it to Withdrawn instead.');
    }
    const [row] = await tx
      .delete(applications)
      .where(eq(applications.id, own.id))
      .returning({ firm: applications.firm, opportunity: applications.opportunity });
    return row!;
  });
  return deleted;
}
