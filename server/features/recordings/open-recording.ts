import type { Context } from 'hono';
import type { Services } from '../kit/context';
import type { Viewer } from '../auth/viewer';
import { recordAudit } from '../audit/record-audit';
import { HttpError, notFound } from '../../platform/errors';
import { pullStream } from '../../platform/storage/pull-stream';
import { parseByteRange } from './byte-range';
import { findVisibleRecording } from './recording-queries';

/**
 * Streams a finished take to its owner, or to a coach through a review that covers it
 * (anyone else: 404, as if it did not exist), with byte ranges so a player can seek without
 * fetching the whole video. A coach watching a member's take is recorded in the audit log.
 */
export async function streamRecording(c: Context, { db, storage }: Pick<Services, 'db' | 'storage'>, { viewer, recordingId }: { viewer: Viewer; recordingId: string }) {
  const recording = await findVisibleRecording(db, { recordingId, reader: viewer });
  if (!recording) throw notFound('No such recording');
  if (recording.status !== 'ready') throw new HttpError(409, 'conflict', 'This take is still uploading; it can be watched once it has arrived.');
  if (recording.userId !== viewer.userId) {
    await recordAudit(db, {
      actor: viewer,
      action: 'recording.watch',
      target: { type: 'recording', id: recording.id },
      memberId: recording.userId,
      details: {},
    });
  }
  const size = recording.receivedBytes;
  const headers: Record<string, string> = {
    'Content-Type': recording.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  const range = parseByteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'validation_failed', 'The range asked for lies outside the recording.', undefined, { 'Content-Range': `bytes */${size}` });
  }
  if (!range) return c.body(pullStream(await storage.get(recording.storageKey)), 200, { ...headers, 'Content-Length': String(size) });
  const body = await storage.get(recording.storageKey, range);
  return c.body(pullStream(body), 206, {
    ...headers,
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
  });
}
