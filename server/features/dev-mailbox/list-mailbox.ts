import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/**
 * The newest stored emails first (demo mode's mailbox: stored is delivered, body and all). The
 * raw message is served on its own (`findRawMessage`): inline it would carry every link a
 * second time, quoted-printable encoded, to whoever reads the list for a link.
 */
export async function listMailbox(db: Database, { limit = 100 }: { limit?: number } = {}) {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'stored'))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, text: row.text ?? '' }));
}

/** One stored email exactly as it was composed (RFC 5322), for a MIME parser. */
export async function findRawMessage(db: Database, { id }: { id: string }) {
  const [row] = await db
    .select({ raw: emailOutbox.raw })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'stored')));
  return row?.raw ?? undefined;
}
