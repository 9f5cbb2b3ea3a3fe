import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { reviewAnswers, reviewRequests, reviewUploads } from '../../../db/schema';
import type { ExportDocument } from '../export-document.schema';
import { exportedFile, iso, isoOrNull, type ExportFile } from './export-values';

type ReviewRow = typeof reviewRequests.$inferSelect;

/** The coaches' annotated copy of a review, if they attached one. */
const annotatedCopy = (row: ReviewRow) =>
  row.annotatedFileKey
    ? exportedFile(row.annotatedFileKey, {
        folder: 'feedback',
        id: row.id,
        name: row.annotatedFileName ?? 'annotated',
        type: row.annotatedFileType ?? 'application/octet-stream',
        size: row.annotatedFileSize ?? 0,
      })
    : null;

/** The member's review requests with the uploads and answers each covered, the feedback, and the annotated copies as files. */
export async function readReviewRequests(
  db: Database,
  { userId }: { userId: string },
): Promise<{ reviewRequests: ExportDocument['reviewRequests']; files: ExportFile[] }> {
  const rows = await db.select().from(reviewRequests).where(eq(reviewRequests.userId, userId)).orderBy(asc(reviewRequests.submittedAt));
  const reviewIds = rows.map((review) => review.id);
  const [uploadLinks, answers] = reviewIds.length
    ? await Promise.all([
        db.select().from(reviewUploads).where(inArray(reviewUploads.reviewId, reviewIds)),
        db.select().from(reviewAnswers).where(inArray(reviewAnswers.reviewId, reviewIds)),
      ])
    : [[], []];
  const described = rows.map((row) => ({ row, annotated: annotatedCopy(row) }));
  return {
    reviewRequests: described.map(({ row, annotated }) => ({
      id: row.id,
      status: row.status,
      targetFirm: row.targetFirm,
      applicationType: row.applicationType,
      notes: row.notes,
      planId: row.planId,
      submittedAt: iso(row.submittedAt),
      dueAt: iso(row.dueAt),
      claimedAt: isoOrNull(row.claimedAt),
      completedAt: isoOrNull(row.completedAt),
      uploadIds: uploadLinks.filter((link) => link.reviewId === row.id).map((link) => link.uploadId),
      feedback: row.feedback,
      answers: answers.filter((answer) => answer.reviewId === row.id).map(({ question, text }) => ({ question, text })),
      annotatedFile: annotated?.entry ?? null,
    })),
    files: described.flatMap(({ annotated }) => (annotated ? [annotated.file] : [])),
  };
}
