import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { emailOutbox, enquiries } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { iso, isoOrNull } from './export-values';

type CorrespondencePart = Pick<ExportDocument, 'enquiries' | 'emails'>;

/** What the member wrote to the coaches, and the record of the emails sent to their address (never the bodies). */
export async function readCorrespondence(db: Database, { userId, email }: { userId: string; email: string }): Promise<CorrespondencePart> {
  const [enquiryRows, emailRows] = await Promise.all([
    db.select().from(enquiries).where(eq(enquiries.senderId, userId)).orderBy(asc(enquiries.createdAt)),
    db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt, finishedAt: emailOutbox.finishedAt })
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.to})`, email.toLowerCase()))
      .orderBy(asc(emailOutbox.createdAt)),
  ]);
  return {
    enquiries: enquiryRows.map((row) => ({
      name: row.name,
      email: row.email,
      phone: row.phone,
      service: row.service,
      background: row.background,
      message: row.message,
      status: row.status,
      createdAt: iso(row.createdAt),
    })),
    emails: emailRows.map((row) => ({ ...row, createdAt: iso(row.createdAt), finishedAt: isoOrNull(row.finishedAt) })),
  };
}
