import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  actor: { userId: string; email: string };
  /** Verb phrase in the past tense's stem, e.g. 'review.claim', 'library.item.replace'. */
  action: string;
  target: { type: string; id: string };
  /** The member the action concerns: erasing that member anonymises the entry. */
  memberId?: string;
  details?: Record<string, unknown>;
};

/** Records a coach action. Pass the transaction when the action is part of one. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    details: { ...entry.details, ...(entry.memberId ? { memberId: entry.memberId } : {}) },
  });
}

export async function listAudit(db: Database, { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {}) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit).offset(offset);
}
