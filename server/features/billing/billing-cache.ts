import type { invoices, subscriptions } from '../../db/schema';
import type { Invalidations } from '../../platform/cache/invalidations';
import { createReadCache, type ReadCache } from '../../platform/cache/read-cache';

/**
 * A member's access-granting subscriptions and invoices as last read, for 30 seconds, so
 * pages and guards that ask "is this member subscribed?" need no database read. Keyed by
 * member and tagged `member:<userId>`, which every billing write publishes (before and after
 * its transaction commits), to every instance on PostgreSQL (ADRs 0011, 0022).
 */
export type BillingRecord = {
  subscriptions: (typeof subscriptions.$inferSelect)[];
  invoices: (typeof invoices.$inferSelect)[];
};
export type BillingCache = ReadCache<BillingRecord>;

export const createBillingCache = (invalidations: Invalidations): BillingCache =>
  createReadCache({ maxSize: 20_000, ttlMs: 30_000, invalidations });
