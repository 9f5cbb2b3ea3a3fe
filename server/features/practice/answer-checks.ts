import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { practiceItems, type PracticeAnswer } from '../../db/schema';
import { createReadCache, type ReadCache } from '../../platform/cache/read-cache';
import { isUuid } from '../uploads/upload-queries';
import { answerSchemaFor } from './practice-answer.schema';

/** The check of a saved answer's body against its question: `{ answer }` in the shape the item's format and options take. */
export type AnswerCheck = z.ZodType<{ answer: PracticeAnswer }>;

/**
 * Each answered item's check, built once and kept, so saving an answer (the busiest write
 * while members sit a timed test) reads no item and builds no schema. A kept check can never
 * be stale: only items that are no longer drafts are kept, and a published or retired item is
 * never edited (ADR 0045: a change is a new draft), so nothing needs to invalidate it. Bounded
 * by count (a form holds tens of items; the least recently used go first); the long expiry only
 * lets items nobody answers any more go.
 */
export type AnswerChecks = ReadCache<AnswerCheck>;

export const createAnswerChecks = (): AnswerChecks => createReadCache({ maxSize: 1_000, ttlMs: 24 * 60 * 60_000 });

/** The check for answers to `itemId`, from memory or built from the item; undefined for an unknown item. */
export async function findAnswerCheck({ db, answerChecks }: { db: Database; answerChecks: AnswerChecks }, itemId: string) {
  const kept = answerChecks.get(itemId);
  if (kept) return kept;
  if (!isUuid(itemId)) return undefined;
  const [item] = await db
    .select({ status: practiceItems.status, format: practiceItems.format, options: practiceItems.options })
    .from(practiceItems)
    .where(eq(practiceItems.id, itemId));
  if (!item) return undefined;
  const check = z.object({ answer: answerSchemaFor(item) }) as AnswerCheck;
  if (item.status !== 'draft') answerChecks.set(itemId, check, { tags: [] });
  return check;
}
