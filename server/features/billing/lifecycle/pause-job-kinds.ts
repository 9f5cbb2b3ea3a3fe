import { z } from 'zod';
import { defineJob } from '../../../db/job-queue';

/** Resumes one pause when it is due: queued with the pause, startAfter = resumesAt. */
export const resumePausedSubscriptionJob = defineJob({
  name: 'resume-paused-subscription',
  data: z.object({ providerSubscriptionId: z.string(), pausedAt: z.iso.datetime() }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
});

/** The hourly safety sweep: resumes every pause past its resumesAt (a job lost or failed for good). */
export const resumeOverduePausesJob = defineJob({
  name: 'resume-overdue-pauses',
  data: z.object({}),
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 600,
});
