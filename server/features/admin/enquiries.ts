import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { multiLineText } from '../../platform/http-kit/text.schema';
import { enquiries, enquiryStatuses } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { Viewer } from '../auth/viewer';

export const enquiryPageSize = 25;

export const enquiryUpdateSchema = z
  .strictObject({
    status: z.enum(enquiryStatuses, 'Choose new, contacted or closed').optional(),
    internalNote: multiLineText(5000, 'Please keep the note under 5,000 characters').optional(),
  })
  .refine((value) => value.status !== undefined || value.internalNote !== undefined, 'Nothing to update');

/** The inbox, newest first, optionally one status only. */
export async function listEnquiries(db: Database, { status, page = 1 }: { status?: (typeof enquiryStatuses)[number]; page?: number }) {
  const where = status ? eq(enquiries.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt))
      .limit(enquiryPageSize)
      .offset((Math.max(1, page) - 1) * enquiryPageSize),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return { enquiries: rows, total: total?.n ?? 0, page: Math.max(1, page), pageSize: enquiryPageSize };
}

export async function getEnquiry(db: Database, { enquiryId }: { enquiryId: string }) {
  if (!z.uuid().safeParse(enquiryId).success) return undefined;
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
  return row;
}

/** A coach moves an enquiry along or notes something about it; both are audited. */
export async function updateEnquiry(
  db: Database,
  { enquiryId, changes, coach }: { enquiryId: string; changes: z.output<typeof enquiryUpdateSchema>; coach: Viewer },
) {
  if (!(await getEnquiry(db, { enquiryId }))) return undefined;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(enquiries)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(enquiries.id, enquiryId)))
      .returning();
    await recordAudit(tx, {
      actor: coach,
      action: changes.status ? `enquiry.${changes.status}` : 'enquiry.note',
      target: { type: 'enquiry', id: enquiryId },
      details: changes.status ? { status: changes.status, noteChanged: changes.internalNote !== undefined } : { noteChanged: true },
    });
    return updated;
  });
}
