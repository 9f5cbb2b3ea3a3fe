import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { csvDocument } from '../../platform/csv-document';
import { listMemberReviews } from '../reviews/review-queries';
import { listReviewedUploads } from '../uploads/upload-queries';
import { accessGrantingStatuses, collections, invoices, itemProgress, libraryItems, subscriptions, user } from '../../db/schema';

export const memberPageSize = 20;

/** The member's latest subscription row (current or not), for the list and the profile. */
const latestSubscription = sql`(
  select s.id from ${subscriptions} s where s.user_id = ${user.id} order by s.current_period_end desc limit 1
)`;

/** Members (not coaches), newest first, searched by name or email, a page at a time. */
export async function listMembers(db: Database, { query = '', page = 1 }: { query?: string; page?: number }) {
  const pattern = containing(query.trim());
  const where = and(
    eq(user.role, 'member'),
    query.trim() ? or(ilike(user.email, pattern), ilike(user.name, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        university: user.university,
        emailVerified: user.emailVerified,
        joinedAt: user.createdAt,
        planId: subscriptions.planId,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(user)
      .leftJoin(subscriptions, eq(subscriptions.id, latestSubscription))
      .where(where)
      .orderBy(desc(user.createdAt))
      .limit(memberPageSize)
      .offset((Math.max(1, page) - 1) * memberPageSize),
    db.select({ n: count() }).from(user).where(where),
  ]);
  const now = Date.now();
  return {
    members: rows.map((row) => ({
      ...row,
      subscribed:
        row.status !== null &&
        (accessGrantingStatuses as readonly string[]).includes(row.status) &&
        (row.currentPeriodEnd?.getTime() ?? 0) > now,
    })),
    total: total?.n ?? 0,
    page: Math.max(1, page),
    pageSize: memberPageSize,
  };
}

/**
 * What the coaches know about one member. Their files only as review requests carry them:
 * a coach reads a member's uploads through a review the member asked for, never otherwise.
 */
export async function getMemberDetail(db: Database, { userId }: { userId: string }) {
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      university: user.university,
      lawBackground: user.lawBackground,
      emailVerified: user.emailVerified,
      role: user.role,
      joinedAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!profile) return null;
  const [subscriptionRows, invoiceRows, progress, uploadRows, reviewRows] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.currentPeriodEnd)),
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)),
    db
      .select({
        collection: collections.title,
        opened: count(itemProgress.itemId),
        completed: sql<number>`count(${itemProgress.completedAt})::int`,
      })
      .from(itemProgress)
      .innerJoin(libraryItems, eq(libraryItems.id, itemProgress.itemId))
      .innerJoin(collections, eq(collections.slug, libraryItems.collectionSlug))
      .where(eq(itemProgress.userId, userId))
      .groupBy(collections.title, collections.position)
      .orderBy(asc(collections.position)),
    listReviewedUploads(db, { userId }),
    listMemberReviews(db, { userId }),
  ]);
  return { profile, subscriptions: subscriptionRows, invoices: invoiceRows, progress, uploads: uploadRows, reviews: reviewRows };
}

/** The member list as CSV (all members, newest first). */
export async function exportMembersCsv(db: Database) {
  const header = ['Name', 'Email', 'University', 'Joined', 'Plan', 'Status', 'Period end', 'Cancels at period end'];
  const rows: unknown[][] = [header];
  for (let page = 1; ; page++) {
    const { members } = await listMembers(db, { page });
    for (const m of members) {
      rows.push([m.name, m.email, m.university, m.joinedAt, m.planId ?? '', m.status ?? '', m.currentPeriodEnd ?? '', m.cancelAtPeriodEnd ?? '']);
    }
    if (members.length < memberPageSize) break;
  }
  return csvDocument(rows);
}
