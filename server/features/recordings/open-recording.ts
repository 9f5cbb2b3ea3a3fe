import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { Services } from '../kit/context';
import type { Viewer } from '../auth/viewer';
import { recordAudit } from '../audit/record-audit';
import { HttpError, notFound } from '../../platform/errors';
import { pullStream } from '../../platform/storage/pull-stream';
import { parseByteRange } from './byte-range';
import { findVisibleRecording } from './recording-queries';
import { containerOf, servedRecordingType } from './recording-type';
import { durationSplice, splicedPieces, splicedSize, webmHeadBytes, type Splice } from './webm-duration';
import type { ByteRange, FileStorage } from '../../platform/storage/storage';

type Recording = NonNullable<Awaited<ReturnType<typeof findVisibleRecording>>>;

/** A live-recorded WebM's missing Duration, from the length its recorder measured (webm-duration.ts); undefined for anything else. */
async function durationFix(storage: FileStorage, recording: Recording): Promise<Splice | undefined> {
  const container = containerOf(recording.contentType);
  if (recording.durationSeconds === null || recording.receivedBytes === 0 || (container !== 'video/webm' && container !== 'audio/webm')) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(recording.storageKey, { start: 0, end: Math.min(recording.receivedBytes, webmHeadBytes) - 1 })) chunks.push(chunk as Buffer);
  return durationSplice(new Uint8Array(Buffer.concat(chunks)), recording.durationSeconds);
}

/** The bytes of `range` as served with `splice`: the stored file's ranges around the spliced bytes, each streamed in turn. */
function splicedStream(storage: FileStorage, storageKey: string, splice: Splice, range: ByteRange) {
  return Readable.from(
    (async function* () {
      for (const piece of splicedPieces(splice, range)) {
        if (piece instanceof Uint8Array) yield Buffer.from(piece);
        else yield* await storage.get(storageKey, piece);
      }
    })(),
  );
}

/**
 * Streams a finished take to its owner, or to a coach through a review that covers it
 * (anyone else: 404, as if it did not exist), with byte ranges so a player can seek without
 * fetching the whole video. A coach watching a member's take is recorded in the audit log. A
 * WebM recorded live is served with its Duration (webm-duration.ts), so a player shows its
 * length and places a moment on its seek bar.
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
  const splice = await durationFix(storage, recording);
  const size = splice ? splicedSize(recording.receivedBytes, splice) : recording.receivedBytes;
  const read = async (range?: ByteRange) =>
    splice ? splicedStream(storage, recording.storageKey, splice, range ?? { start: 0, end: size - 1 }) : storage.get(recording.storageKey, range);
  const headers: Record<string, string> = {
    // As the server derived it when the take was created; a row from before then is served as its container.
    'Content-Type': servedRecordingType(recording.contentType),
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  const range = parseByteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'validation_failed', 'The range asked for lies outside the recording.', undefined, { 'Content-Range': `bytes */${size}` });
  }
  if (!range) return c.body(pullStream(await read()), 200, { ...headers, 'Content-Length': String(size) });
  const body = await read(range);
  return c.body(pullStream(body), 206, {
    ...headers,
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
  });
}
