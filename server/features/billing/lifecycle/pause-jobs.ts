import { defineWorker } from '../../../db/job-queue';
import type { Services } from '../../kit/context';
import { resumeDuePause, resumeOverduePauses } from './membership-changes';
import { resumeOverduePausesJob, resumePausedSubscriptionJob } from './pause-job-kinds';

export { resumeOverduePausesJob, resumePausedSubscriptionJob };

/** Minute 29 of every hour: overdue pauses resume within the hour even if their own job was lost. */
export const overduePauseSweepSchedule = '29 * * * *';

export const resumePausedSubscriptionWorker = (services: Services) =>
  defineWorker(resumePausedSubscriptionJob, async (data) => {
    await resumeDuePause(services, data);
  });

export const resumeOverduePausesWorker = (services: Services) =>
  defineWorker(resumeOverduePausesJob, async () => {
    await resumeOverduePauses(services);
  });
