import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserRole } from '../../db/schema';

/** Who is reading a member's rows: a member (their own) or a coach (through reviews). */
export type RowReader = { userId: string; role: UserRole };

/** For a row a review request carries itself (the request, its answers): the member asked, so it is covered. */
export const askedForReview: SQL = sql`true`;

/**
 * The one rule for reading a member's rows, as a Drizzle condition to put inside the query:
 * the owner reads their own; a coach reads a member's row only when `coveredByReview` holds,
 * that is through a review request the member made (docs/architecture.md). A row no review
 * can cover (an invoice, a checkout, an export) leaves it out, and a coach then reads only
 * their own, like any member.
 */
export function visibleMemberRows(reader: RowReader, { owner, coveredByReview }: { owner: AnyPgColumn; coveredByReview?: SQL }): SQL {
  if (reader.role === 'admin' && coveredByReview) return coveredByReview;
  return eq(owner, reader.userId);
}
