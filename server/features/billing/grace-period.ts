import { addDays } from '../../platform/uk-calendar';
import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob, defineWorker } from '../../db/job-queue';
import { subscriptions, user } from '../../db/schema';
import { cacheTags } from '../../platform/cache/tags';
import type { Services } from '../kit/context';
import { isPlanId } from './plans';
import { accessEndedEmail, graceReminderEmail, graceStartedEmail } from './renewal-emails';
import { findMembership, type BillingReader } from './subscription-status';

type GraceServices = Pick<Services, 'db' | 'mailer' | 'config' | 'jobs' | 'invalidations'>;

/** Reminders go out this many days after the payment failed, while the grace period lasts. */
export const graceReminderDays = [3, 6] as const;

/**
 * A step of a grace period: a reminder, or its end. Each names the grace period it belongs
 * to (its end), so a step whose subscription has since been paid, or failed again with a new
 * deadline, finds nothing to do.
 */
export const gracePeriodJob = defineJob({
  name: 'billing-grace-period',
  data: z.object({
    providerSubscriptionId: z.string(),
    graceEndsAt: z.iso.datetime(),
    step: z.enum(['reminder', 'end']),
  }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});
type GraceStep = z.output<typeof gracePeriodJob.data>;

async function recipient(db: Database, userId: string) {
  const [row] = await db.select({ email: user.email, firstName: user.firstName }).from(user).where(eq(user.id, userId));
  return row;
}

/** When a renewal that fails at `now` stops granting access. */
export const graceEndFrom = (config: Services['config'], now: Date) => addDays(now, config.payments.graceDays);

/**
 * A subscription has just become past_due (called inside the transaction that wrote it,
 * `services.db` being that transaction): the member is told now, reminded on days 3 and 6,
 * and at the deadline access ends, all queued with the change.
 */
export async function startGracePeriod(
  services: GraceServices,
  subscription: { userId: string; providerSubscriptionId: string; amount: number; currency: string },
  { startedAt, graceEndsAt }: { startedAt: Date; graceEndsAt: Date },
) {
  const { db, mailer, jobs, config } = services;
  const to = await recipient(db, subscription.userId);
  if (to) await mailer.queue(graceStartedEmail(to, { ...subscription, graceEndsAt }, `${config.publicUrl}/payment-plan`), db);
  const step = { providerSubscriptionId: subscription.providerSubscriptionId, graceEndsAt: graceEndsAt.toISOString() };
  for (const days of graceReminderDays) {
    const at = addDays(startedAt, days);
    if (at < graceEndsAt) await jobs.enqueue(db, gracePeriodJob, { ...step, step: 'reminder' }, { startAfter: at });
  }
  await jobs.enqueue(db, gracePeriodJob, { ...step, step: 'end' }, { startAfter: graceEndsAt });
}

/**
 * Runs a step of a grace period, once: only while the subscription is still past_due with the
 * same deadline (a payment since clears it). At the end a demo subscription becomes unpaid; a
 * Stripe one stays as Stripe reports it (access already stops at the deadline) and the member is told.
 */
export async function runGraceStep(services: GraceServices, { providerSubscriptionId, graceEndsAt, step }: GraceStep) {
  const ending = new Date(graceEndsAt);
  await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).for('update');
    if (!row || row.status !== 'past_due' || row.graceEndsAt?.getTime() !== ending.getTime() || !isPlanId(row.planId)) return;
    const to = await recipient(tx, row.userId);
    if (step === 'reminder') {
      if (to) await services.mailer.queue(graceReminderEmail(to, ending, `${services.config.publicUrl}/payment-plan`), tx);
      return;
    }
    if (row.provider === 'demo') {
      await tx.update(subscriptions).set({ status: 'unpaid', graceEndsAt: null, updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
    } else {
      // Stripe keeps its own status; our record keeps the deadline, which now refuses access.
      await tx.update(subscriptions).set({ updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
    }
    if (to) await services.mailer.queue(accessEndedEmail(to, row.planId, `${services.config.publicUrl}/services`), tx);
    services.invalidations.publish([cacheTags.member(row.userId)]);
  });
}

export const gracePeriodWorker = (services: GraceServices) => defineWorker(gracePeriodJob, (data) => runGraceStep(services, data));

/** For the banner on member pages: when the member's grace period ends, if they are in one. */
export async function findGraceDeadline(reader: BillingReader, { userId }: { userId: string }) {
  const membership = await findMembership(reader, { userId });
  return membership?.status === 'past_due' && membership.graceEndsAt ? membership.graceEndsAt.toISOString() : null;
}

/** Members whose payment failed and whose grace period has not run out, soonest deadline first. */
export async function listMembersInGrace(db: Database, now = new Date()) {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email, planId: subscriptions.planId, graceEndsAt: subscriptions.graceEndsAt })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(and(eq(subscriptions.status, 'past_due'), gt(subscriptions.graceEndsAt, now)))
    .orderBy(asc(subscriptions.graceEndsAt));
  return rows.map((row) => ({ ...row, graceEndsAt: row.graceEndsAt!.toISOString() }));
}
