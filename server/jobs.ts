import type { JobKind } from './db/job-queue';
import { emailDelivery } from './db/mailer';
import type { Services } from './features/kit/context';
import { reviewDueReminder, reviewReminderWorker } from './features/reviews/review-reminders';
import { deadlineReminderSweep, deadlineReminderWorker } from './features/applications/deadline-reminders';
import { orphanFileSweep, orphanSweepWorker } from './features/uploads/sweep-orphan-files';
import { stripeEventJob, stripeEventWorker } from './features/billing/stripe-webhook';
import { retentionRun, retentionWorker } from './features/retention/apply-retention';
import { expireDataExportsJob, expireDataExportsWorker, prepareDataExportJob, prepareDataExportWorker } from './features/data-export/data-exports';
import type { StripeProvider } from './features/billing/providers/stripe-provider';
import { gracePeriodJob, gracePeriodWorker } from './features/billing/grace-period';
import { demoTrialJob, demoTrialWorker } from './features/billing/providers/demo-renewals';
import { timedAttemptSweep, timedAttemptSweepSchedule, timedAttemptSweepWorker } from './features/timed-attempts/timed-attempts';
import { timedAttemptClosers } from './features/practice/practice-attempts';
import {
  overduePauseSweepSchedule,
  resumeOverduePausesJob,
  resumeOverduePausesWorker,
  resumePausedSubscriptionJob,
  resumePausedSubscriptionWorker,
} from './features/billing/lifecycle/pause-jobs';

/** Every kind of job the portal queues; each has its own pg-boss queue. */
export const jobKinds: JobKind[] = [emailDelivery, reviewDueReminder, orphanFileSweep, stripeEventJob, deadlineReminderSweep, retentionRun, prepareDataExportJob, expireDataExportsJob, resumePausedSubscriptionJob, resumeOverduePausesJob, gracePeriodJob, demoTrialJob, timedAttemptSweep];

/** Minute 17 of every hour, UTC: away from the top of the hour, when other cron work piles up. */
const orphanSweepSchedule = '17 * * * *';
/** Minute 23 of every hour: a day's deadline reminders leave in the first run after 8am UK time. */
const deadlineReminderSchedule = '23 * * * *';
/** 03:41 UTC daily: retention removes old records in the quietest hours. */
const retentionSchedule = '41 3 * * *';
/** Minute 47 of every hour: expired data exports lose their files within the hour. */
const dataExportExpirySchedule = '47 * * * *';

/**
 * Starts this process's job workers: in the portal process by default, or in `npm run worker`
 * when web instances set RUN_WORKERS=false. Any number of processes may run them: pg-boss
 * hands each job to one.
 */
export async function runWorkers(services: Services) {
  await services.jobs.work([
    ...services.mailer.workers,
    reviewReminderWorker(services),
    deadlineReminderWorker(services),
    orphanSweepWorker(services),
    retentionWorker(services),
    prepareDataExportWorker(services),
    expireDataExportsWorker(services),
    gracePeriodWorker(services),
    demoTrialWorker(services),
    resumePausedSubscriptionWorker(services),
    resumeOverduePausesWorker(services),
    timedAttemptSweepWorker(services, timedAttemptClosers),
    ...(services.payments.name === 'stripe' ? [stripeEventWorker(services, services.payments as StripeProvider)] : []),
  ]);
  await services.jobs.schedule(orphanFileSweep, orphanSweepSchedule);
  await services.jobs.schedule(deadlineReminderSweep, deadlineReminderSchedule);
  await services.jobs.schedule(retentionRun, retentionSchedule);
  await services.jobs.schedule(expireDataExportsJob, dataExportExpirySchedule);
  await services.jobs.schedule(resumeOverduePausesJob, overduePauseSweepSchedule);
  await services.jobs.schedule(timedAttemptSweep, timedAttemptSweepSchedule);
}
