import type { Database } from '../../db/client';
import { listUploads } from '../uploads/upload-queries';
import { getReviewQuota } from './review-quota';

/** What the upload area and the Submit for Review form need for one member. */
export async function getReviewDesk(db: Database, { userId }: { userId: string }) {
  const [uploads, quota] = await Promise.all([listUploads(db, { userId }), getReviewQuota(db, { userId })]);
  return { uploads, quota };
}

export type ReviewDesk = Awaited<ReturnType<typeof getReviewDesk>>;
