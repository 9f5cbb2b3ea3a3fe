import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { auditLog, dataExports } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { iso, isoOrNull } from './export-values';

type RecordsPart = Pick<ExportDocument, 'coachActions' | 'dataExports'>;

/** What the portal recorded about the member: coaches' actions concerning them, and their own earlier exports. */
export async function readRecords(db: Database, { userId }: { userId: string }): Promise<RecordsPart> {
  const [auditRows, exportRows] = await Promise.all([
    db
      .select({ action: auditLog.action, targetType: auditLog.targetType, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(sql`${auditLog.details} ->> 'memberId' = ${userId}`)
      .orderBy(asc(auditLog.createdAt)),
    db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(asc(dataExports.requestedAt)),
  ]);
  return {
    coachActions: auditRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    dataExports: exportRows.map((row) => ({
      id: row.id,
      status: row.status,
      requestedAt: iso(row.requestedAt),
      readyAt: isoOrNull(row.readyAt),
      expiresAt: isoOrNull(row.expiresAt),
      size: row.size,
    })),
  };
}
