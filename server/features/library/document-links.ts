import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { itemProgress, libraryItems } from '../../db/schema';
import type { Services } from '../kit/context';
import { refuseSubscriber } from '../kit/access';
import { HttpError, notFound } from '../../platform/errors';
import { signToken, verifyToken } from '../../platform/signed-token';
import { watermarkDay, watermarkPdf } from './watermark';

/** Signed document links last at most five minutes, so a shared link soon stops working. */
export const linkLifetimeSeconds = 5 * 60;

const linkPayload = z.object({ exp: z.number(), itemId: z.uuid(), userId: z.string() });

async function findVisibleItem(db: Services['db'], itemId: string) {
  if (!z.uuid().safeParse(itemId).success) return undefined;
  const [item] = await db.select().from(libraryItems).where(and(eq(libraryItems.id, itemId), eq(libraryItems.hidden, false)));
  return item;
}

/**
 * Issues a short-lived link to an item's document, bound to the member, and records that
 * they opened it. The caller's subscription is checked by the route's access rule.
 */
export async function issueDocumentLink(
  { db, secrets }: Pick<Services, 'db' | 'secrets'>,
  { userId, itemId }: { userId: string; itemId: string },
) {
  const item = await findVisibleItem(db, itemId);
  if (!item) throw notFound('No such document');
  const exp = Math.floor(Date.now() / 1000) + linkLifetimeSeconds;
  await db
    .insert(itemProgress)
    .values({ userId, itemId })
    .onConflictDoUpdate({ target: [itemProgress.userId, itemProgress.itemId], set: { lastOpenedAt: sql`now()` } });
  return {
    url: `/api/library/documents/${signToken({ exp, itemId, userId }, secrets.signedLinks)}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/**
 * Serves a signed link: only to the member it was issued to, only while it is valid and
 * they are still subscribed. The current version of the document, watermarked for them
 * (from the cache when they already had it today; the checks still run on every request).
 */
export async function openDocumentLink(
  { db, secrets, storage, watermarkedPdfs, billingCache }: Pick<Services, 'db' | 'secrets' | 'storage' | 'watermarkedPdfs' | 'billingCache'>,
  { token, viewer }: { token: string; viewer: { userId: string; email: string } },
) {
  const payload = verifyToken(token, secrets.signedLinks, linkPayload);
  if (!payload) throw new HttpError(403, 'forbidden', 'This link is invalid or has expired. Open the document again.');
  if (payload.userId !== viewer.userId) throw new HttpError(403, 'forbidden', 'This link belongs to another member.');
  const refusal = await refuseSubscriber({ db, billingCache }, { userId: viewer.userId });
  if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
  const item = await findVisibleItem(db, payload.itemId);
  if (!item) throw notFound('No such document');
  // One date for both, so a request at midnight cannot cache one day's stamp under the next.
  const date = new Date();
  const key = { documentKey: item.documentKey, userId: viewer.userId, email: viewer.email, day: watermarkDay(date) };
  const pdf = await watermarkedPdfs.get(key, async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(item.documentKey)) chunks.push(chunk as Buffer);
    return watermarkPdf(Buffer.concat(chunks), { email: viewer.email, date });
  });
  return { pdf, filename: `${item.slug}.pdf` };
}

/** Marks an item complete (or not) for the member. */
export async function setItemCompleted(
  { db }: Pick<Services, 'db'>,
  { userId, itemId, completed }: { userId: string; itemId: string; completed: boolean },
) {
  if (!(await findVisibleItem(db, itemId))) throw notFound('No such document');
  const completedAt = completed ? new Date() : null;
  await db
    .insert(itemProgress)
    .values({ userId, itemId, completedAt })
    .onConflictDoUpdate({ target: [itemProgress.userId, itemProgress.itemId], set: { completedAt } });
}
