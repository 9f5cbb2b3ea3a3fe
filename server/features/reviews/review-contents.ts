import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { HttpError } from '../../platform/errors';

/** One thing a review request carries, by the id its link to the review is kept under, and named as the member knows it. */
export type ReviewPiece = { id: string; name: string };

/**
 * What one review request would carry (uploads, drafts, a practice attempt, an interview's
 * answers), gathered under the member's review lock, and how each kind finds what the
 * coaches already have and links what is sent.
 */
export type ReviewContents = {
  pieces: ReviewPiece[];
  /** Of these ids, the ones already sent in one of the member's review requests. */
  findSent: (tx: Database, ids: string[]) => Promise<Set<string>>;
  /**
   * Set when the member asked for the whole of something (every answer of an interview
   * attempt) rather than naming pieces: what is already sent is left out instead of refused,
   * and this names the whole when nothing is left.
   */
  whole?: string;
  /** What would make a piece worth sending again (a draft: editing it), said after the refusal. */
  toSendAgain?: string;
  attach: (tx: Database, reviewId: string, pieces: ReviewPiece[]) => Promise<void>;
};

/**
 * The one rule for every kind of review: a piece the coaches already have is never sent, or
 * paid for, twice. Run under the member's review lock before the allowance is counted, so two
 * requests at once find each other and the refusal is said even when no review is left.
 * Answers the pieces to send.
 */
export async function leaveOutWhatWasSent(tx: Database, contents: ReviewContents): Promise<ReviewPiece[]> {
  const sent = await contents.findSent(
    tx,
    contents.pieces.map((piece) => piece.id),
  );
  const unsent = contents.pieces.filter((piece) => !sent.has(piece.id));
  if (unsent.length === contents.pieces.length) return unsent;
  if (contents.whole !== undefined) {
    if (unsent.length > 0) return unsent;
    throw alreadyWithTheCoaches(contents.whole);
  }
  throw alreadyWithTheCoaches(contents.pieces.find((piece) => sent.has(piece.id))!.name, contents.toSendAgain);
}

/** `findSent` for a kind whose pieces are linked to a review by their own id: the ids in that link column. */
export const sentThrough =
  (link: PgColumn) =>
  async (tx: Database, ids: string[]): Promise<Set<string>> => {
    const sent = await tx.selectDistinct({ id: link }).from(link.table).where(inArray(link, ids));
    return new Set(sent.map((row) => String(row.id)));
  };

const alreadyWithTheCoaches = (name: string, toSendAgain?: string) =>
  new HttpError(409, 'conflict', [`${name} is already with the coaches: see it in your reviews.`, toSendAgain].filter(Boolean).join(' '));
