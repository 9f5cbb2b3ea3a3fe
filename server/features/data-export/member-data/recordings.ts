import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { interviewQuestions, recordings } from '../../../db/schema';
import { containerOf, servedRecordingType } from '../../recordings/recording-type';
import type { ExportDocument } from '../export-document.schema';
import { exportedFile, iso, isoOrNull, type ExportFile } from './export-values';

/** `video/webm;codecs="vp9,opus"` → `webm`: the file's extension in the ZIP, so it opens in a player. */
const extensionOf = (contentType: string) => containerOf(contentType)?.split('/')[1] ?? 'bin';

/**
 * The member's recorded interview answers: each take described (question, when, duration,
 * size) and, once it has fully arrived, its video or audio put in the ZIP beside `data.json`.
 */
export async function readRecordings(db: Database, { userId }: { userId: string }): Promise<{ recordings: ExportDocument['recordings']; files: ExportFile[] }> {
  const rows = await db
    .select({ recording: recordings, question: interviewQuestions.text })
    .from(recordings)
    .innerJoin(interviewQuestions, eq(interviewQuestions.id, recordings.questionId))
    .where(eq(recordings.userId, userId))
    .orderBy(asc(recordings.createdAt));
  const described = rows.map(({ recording, question }) => {
    const stored =
      recording.status === 'ready'
        ? exportedFile(recording.storageKey, {
            folder: 'recordings',
            id: recording.id,
            name: `take-${recording.take}.${extensionOf(recording.contentType)}`,
            type: servedRecordingType(recording.contentType),
            size: recording.receivedBytes,
          })
        : undefined;
    return {
      entry: {
        id: recording.id,
        attemptId: recording.attemptId,
        question,
        take: recording.take,
        status: recording.status,
        recordedAt: iso(recording.createdAt),
        completedAt: isoOrNull(recording.completedAt),
        durationSeconds: recording.durationSeconds,
        size: recording.receivedBytes,
        file: stored?.entry ?? null,
      },
      file: stored?.file,
    };
  });
  return { recordings: described.map(({ entry }) => entry), files: described.flatMap(({ file }) => (file ? [file] : [])) };
}
