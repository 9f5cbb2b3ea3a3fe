import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The newest stored emails first (demo mode's mailbox: stored is delivered, body and all). */
export async function listMailbox(db: Database, { limit = 100 }: { limit?: number } = {}) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      raw: emailOutbox.raw,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'stored'))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, text: row.text ?? '' }));
}
