import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationAnswers, applications, deadlineReminders } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { iso } from './export-values';

type ApplicationsPart = Pick<ExportDocument, 'applications' | 'deadlineReminders'>;

/** The member's application tracker: each application with its answers, and the reminders sent about them. */
export async function readApplications(db: Database, { userId }: { userId: string }): Promise<ApplicationsPart> {
  const [applicationRows, answerRows, reminderRows] = await Promise.all([
    db.select().from(applications).where(eq(applications.userId, userId)).orderBy(asc(applications.createdAt)),
    db
      .select()
      .from(applicationAnswers)
      .where(eq(applicationAnswers.userId, userId))
      .orderBy(asc(applicationAnswers.applicationId), asc(applicationAnswers.position)),
    db
      .select({ reminder: deadlineReminders })
      .from(deadlineReminders)
      .innerJoin(applications, eq(applications.id, deadlineReminders.applicationId))
      .where(eq(applications.userId, userId))
      .orderBy(asc(deadlineReminders.sentAt)),
  ]);
  return {
    applications: applicationRows.map((row) => ({
      id: row.id,
      firm: row.firm,
      opportunity: row.opportunity,
      closesOn: row.closesOn,
      stage: row.stage,
      stageDates: row.stageDates as Record<string, string>,
      notes: row.notes,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      answers: answerRows
        .filter((answer) => answer.applicationId === row.id)
        .map((answer) => ({
          question: answer.question,
          text: answer.text,
          limitKind: answer.limitKind,
          limitValue: answer.limitValue,
          updatedAt: iso(answer.updatedAt),
        })),
    })),
    deadlineReminders: reminderRows.map(({ reminder }) => ({
      applicationId: reminder.applicationId,
      closesOn: reminder.closesOn,
      daysBefore: reminder.daysBefore,
      sentAt: iso(reminder.sentAt),
    })),
  };
}
