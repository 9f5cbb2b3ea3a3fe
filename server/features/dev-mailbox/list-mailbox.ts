import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The newest stored emails first (demo mode's mailbox). */
export async function listMailbox(db: Database, { limit = 100 }: { limit?: number } = {}) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
