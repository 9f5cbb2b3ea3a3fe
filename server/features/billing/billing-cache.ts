import type { invoices, subscriptions } from '../../db/schema';
import { createMemoryCache, type MemoryCache } from '../../platform/cache/memory-cache';

/**
 * A member's access-granting subscriptions and invoices as last read, for 30 seconds, so
 * pages and guards that ask "is this member subscribed?" need no database read. Every
 * billing write here drops the member's entry (before and after its transaction commits);
 * another instance may answer from its copy for at most the 30 seconds (ADR 0011).
 */
export type BillingRecord = {
  subscriptions: (typeof subscriptions.$inferSelect)[];
  invoices: (typeof invoices.$inferSelect)[];
};
export type BillingCache = MemoryCache<string, BillingRecord>;

export const createBillingCache = (): BillingCache => createMemoryCache({ maxSize: 20_000, ttlMs: 30_000 });
