import { and, eq, inArray } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { findMembership, grantsAccess, type BillingReader } from './subscription-status';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Where a member stands with premium access, and so what a premium surface tells them:
 * - `subscribed`: access, nothing to say;
 * - `grace`: access while a failed renewal is retried, until `graceEndsAt`;
 * - `paused`: no access until `resumesAt` (null: no date set); they hold a plan, so the way back is Resume;
 * - `ended`: no access since `endedAt`; the plans;
 * - `none`: never had a plan; the plans.
 * Dates are ISO strings, so a standing travels from a loader or a thrown refusal as it is.
 */
export type AccessStanding =
  | { kind: 'subscribed' }
  | { kind: 'grace'; graceEndsAt: string }
  | { kind: 'paused'; resumesAt: string | null }
  | { kind: 'ended'; endedAt: string }
  | { kind: 'none' };

/** A standing without premium access: why not. */
export type NoAccess = Extract<AccessStanding, { kind: 'paused' | 'ended' | 'none' }>;

export const hasPremiumAccess = (standing: AccessStanding): standing is Extract<AccessStanding, { kind: 'subscribed' | 'grace' }> =>
  standing.kind === 'subscribed' || standing.kind === 'grace';

/** Statuses of a subscription that granted access at some time (an incomplete checkout never did). */
const everGranted = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'paused'] as const;

/** When a subscription that no longer grants access stopped granting it. */
function accessEndedAt(row: SubscriptionRow, now: number) {
  if (row.status === 'past_due') return row.graceEndsAt ?? row.currentPeriodEnd;
  // Cancelled at once: before its period was over.
  if (row.status === 'canceled' && row.canceledAt && row.currentPeriodEnd.getTime() > now) return row.canceledAt;
  return row.currentPeriodEnd;
}

/** The standing the member's subscriptions give at `now` (see AccessStanding). */
export function standingOf(rows: readonly SubscriptionRow[], now = Date.now()): AccessStanding {
  const granting = rows.find((row) => grantsAccess(row, now));
  if (granting) {
    return granting.status === 'past_due' && granting.graceEndsAt
      ? { kind: 'grace', graceEndsAt: granting.graceEndsAt.toISOString() }
      : { kind: 'subscribed' };
  }
  const paused = rows.find((row) => row.status === 'paused');
  if (paused) return { kind: 'paused', resumesAt: paused.resumesAt?.toISOString() ?? null };
  const ended = rows
    .filter((row) => (everGranted as readonly string[]).includes(row.status))
    .map((row) => accessEndedAt(row, now))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return ended ? { kind: 'ended', endedAt: ended.toISOString() } : { kind: 'none' };
}

/**
 * The member's standing. A member with access or a pause is answered from the billing
 * cache, as every guard is; only one without either reads their past subscriptions.
 */
export async function findAccessStanding(reader: BillingReader, { userId }: { userId: string }, now = Date.now()): Promise<AccessStanding> {
  const membership = await findMembership(reader, { userId });
  if (membership) return standingOf([membership], now);
  const past = await reader.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, everGranted)));
  return standingOf(past, now);
}

/** Why the member has no premium access (see AccessStanding), or null when they have it. */
export async function findNoAccess(reader: BillingReader, { userId }: { userId: string }): Promise<NoAccess | null> {
  const standing = await findAccessStanding(reader, { userId });
  return hasPremiumAccess(standing) ? null : standing;
}
