import { Transform, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { DataStore } from '@tus/server';
import { HttpError } from '../../platform/errors';
import { sniffBytes } from '../uploads/document-types';
import type { RecordingContainer } from './recording-type';

/**
 * What file-type (the sniffer the document uploads use) may call the start of a take of each
 * container: MediaRecorder's WebM, an MP4 by any of the brands browsers write, an Ogg by its codec.
 */
const recordedAs: Record<RecordingContainer, readonly string[]> = {
  'video/webm': ['webm'],
  'audio/webm': ['webm'],
  'video/mp4': ['mp4', 'm4v', 'mov'],
  'audio/mp4': ['mp4', 'm4a'],
  'audio/ogg': ['ogg', 'oga', 'opus', 'ogx'],
};

/** Whether `head` (the file's first bytes, file-type's sample size or all there are) begins as a file of `container` does. */
export async function startsAs(head: Uint8Array, container: RecordingContainer) {
  const detected = head.length === 0 ? undefined : (await fileTypeFromBuffer(head))?.ext;
  return detected !== undefined && recordedAs[container].includes(detected);
}

const containerNames: Record<RecordingContainer, string> = {
  'video/webm': 'a WebM video',
  'audio/webm': 'a WebM recording',
  'video/mp4': 'an MP4 video',
  'audio/mp4': 'an MP4 recording',
  'audio/ogg': 'an Ogg recording',
};

/** The refusal of a take whose first bytes are not those of the type it was created with; the take is removed with it. */
export const notOfItsType = (container: RecordingContainer) =>
  new HttpError(
    415,
    'unsupported_type',
    `This take was started as ${containerNames[container]} (${container}), but its first bytes are not those of one, so it was removed. Record the answer again with the recorder, which sends the file as the browser records it.`,
  );

/**
 * Passes a take's first chunk through once its first bytes show the take's container, holding
 * them until there are enough to tell (file-type's sample, or the whole chunk if shorter);
 * refuses (and passes nothing) otherwise. An empty chunk decides nothing.
 */
class FirstBytesCheck extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;
  refusal?: HttpError;

  constructor(private readonly container: RecordingContainer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    if (this.checked) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < sniffBytes) return done();
    this.decide(done);
  }

  override _flush(done: (error?: Error | null, data?: Buffer) => void) {
    if (this.checked || this.head.length === 0) return done();
    this.decide(done);
  }

  /** Sniffs the bytes held: on to the store if they are of the take's type, else the refusal. */
  private decide(done: (error?: Error | null, data?: Buffer) => void) {
    this.checked = true;
    startsAs(this.head, this.container).then(
      (ofItsType) => {
        if (ofItsType) return done(null, this.head);
        this.refusal = notOfItsType(this.container);
        done(this.refusal);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }
}

/**
 * The store tus writes takes to, checking each take's first bytes as they arrive: a write at
 * offset 0 passes through `FirstBytesCheck` for the container the take was created with
 * (`containerOf`, by upload id). A take that fails is removed (`dropTake`) and the chunk
 * refused with 415, so nothing that is not a recording of its type is ever stored or played.
 */
export function checkingFirstBytes(
  store: DataStore,
  {
    containerOf,
    dropTake,
  }: {
    containerOf: (uploadId: string) => Promise<RecordingContainer | undefined>;
    dropTake: (uploadId: string) => Promise<void>;
  },
): DataStore {
  const write = store.write.bind(store);
  store.write = async (stream: Readable, uploadId: string, offset: number) => {
    if (offset > 0) return write(stream, uploadId, offset);
    const container = await containerOf(uploadId);
    if (!container) throw new HttpError(404, 'not_found', 'No such recording');
    const check = new FirstBytesCheck(container);
    stream.once('error', (error) => check.destroy(error));
    // Not every store listens for a failure of the stream it reads (the S3 store's may have
    // stopped reading): the refusal is kept on the check and thrown below, never left unheard.
    check.on('error', () => {});
    const written = await write(stream.pipe(check), uploadId, offset).catch((error: unknown) => {
      // A store words a failed stream its own way (the file store: a write error); the check's refusal is the reason.
      if (check.refusal) return 0;
      throw error;
    });
    if (check.refusal) {
      await dropTake(uploadId);
      throw check.refusal;
    }
    return written;
  };
  return store;
}
