import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, defineWorker } from '../../db/job-queue';
import { applications, deadlineReminders, user, userSettings } from '../../db/schema';
import type { Services } from '../kit/context';
import { deadlineReminderEmail } from './application-emails';
import { stagesBeforeSubmission } from './application.schema';
import { daysAfter, ukHourOf, ukToday } from '../../platform/uk-calendar';
import { unsubscribeLinks } from '../unsubscribe/unsubscribe-links';

/** Reminders go this many days before a closing date. */
export const reminderLeadDays = [7, 1] as const;
/** Not before this hour of the UK morning: a reminder should not arrive in the night. */
export const remindersFromHour = 8;

export const deadlineReminderSweep = defineJob({
  name: 'send-deadline-reminders',
  data: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  expireInSeconds: 15 * 60,
});

/**
 * Emails each member whose tracked application closes in 7 days or tomorrow (UK dates) and
 * is still before submission, unless they turned reminders off. Each reminder goes once,
 * however many runs or instances meet it: the row in `deadline_reminders` is claimed
 * (insert, do nothing on conflict) and the email queued in the same transaction, so only
 * the run whose insert went in sends it. Returns how many it queued.
 */
export async function sendDeadlineReminders(
  { db, mailer, config, secrets }: Pick<Services, 'db' | 'mailer' | 'config' | 'secrets'>,
  { now = new Date() }: { now?: Date } = {},
) {
  if (ukHourOf(now) < remindersFromHour) return 0;
  const today = ukToday(now);
  let queued = 0;
  for (const daysBefore of reminderLeadDays) {
    const closesOn = daysAfter(today, daysBefore);
    const due = await db
      .select({
        id: applications.id,
        firm: applications.firm,
        opportunity: applications.opportunity,
        stage: applications.stage,
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
      })
      .from(applications)
      .innerJoin(user, eq(user.id, applications.userId))
      .leftJoin(userSettings, eq(userSettings.userId, applications.userId))
      .where(
        and(
          eq(applications.closesOn, closesOn),
          inArray(applications.stage, [...stagesBeforeSubmission]),
          // The general switch covers every email we send unasked; reminders also have their own.
          or(isNull(userSettings.userId), and(eq(userSettings.emailNotifications, true), eq(userSettings.deadlineReminders, true))),
        ),
      );
    for (const application of due) {
      const sent = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(deadlineReminders)
          .values({ applicationId: application.id, closesOn, daysBefore })
          .onConflictDoNothing()
          .returning({ applicationId: deadlineReminders.applicationId });
        if (claimed.length === 0) return false;
        const email = deadlineReminderEmail(application, { ...application, closesOn }, daysBefore, {
          application: `${config.publicUrl}/applications/${application.id}`,
          unsubscribe: unsubscribeLinks({ config, secrets }, { userId: application.userId, list: 'deadline-reminders' }),
        });
        await mailer.queue(email, tx);
        return true;
      });
      if (sent) queued++;
    }
  }
  return queued;
}

export const deadlineReminderWorker = (services: Pick<Services, 'db' | 'mailer' | 'config' | 'secrets'>) =>
  defineWorker(deadlineReminderSweep, async () => {
    await sendDeadlineReminders(services);
  });
