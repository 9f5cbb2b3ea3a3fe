import { and, count, desc, gte, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cancellationFeedback, cancellationReasons } from '../../../db/schema';

const windowDays = 90;

/**
 * Why members left (or nearly left) over the last 90 days: counts by reason, how many
 * paused or took the offer instead, and the latest comments, for the coaches' overview.
 */
export async function getCancellationInsights(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - windowDays * 24 * 3600 * 1000);
  const recent = gte(cancellationFeedback.createdAt, since);
  const [byReasonRows, byOutcomeRows, latestComments] = await Promise.all([
    db.select({ reason: cancellationFeedback.reason, n: count() }).from(cancellationFeedback).where(recent).groupBy(cancellationFeedback.reason),
    db.select({ outcome: cancellationFeedback.outcome, n: count() }).from(cancellationFeedback).where(recent).groupBy(cancellationFeedback.outcome),
    db
      .select({ reason: cancellationFeedback.reason, comment: cancellationFeedback.comment, outcome: cancellationFeedback.outcome, createdAt: cancellationFeedback.createdAt })
      .from(cancellationFeedback)
      .where(and(recent, isNotNull(cancellationFeedback.comment), ne(cancellationFeedback.comment, '')))
      .orderBy(desc(cancellationFeedback.createdAt))
      .limit(10),
  ]);
  const outcomeCount = (outcome: string) => byOutcomeRows.find((row) => row.outcome === outcome)?.n ?? 0;
  return {
    days: windowDays,
    byReason: cancellationReasons.map((reason) => ({ reason, count: byReasonRows.find((row) => row.reason === reason)?.n ?? 0 })),
    outcomes: { cancelled: outcomeCount('cancelled'), paused: outcomeCount('paused'), accepted_offer: outcomeCount('accepted_offer') },
    latestComments: latestComments.map((row) => ({ ...row, comment: row.comment ?? '', createdAt: row.createdAt.toISOString() })),
  };
}

export type CancellationInsights = Awaited<ReturnType<typeof getCancellationInsights>>;
