import { Transform, type Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import { HttpError } from '../../platform/errors';
import type { RecordingContainer } from './recording-type';

/**
 * Each container's signature at the start of its file: WebM's EBML header (1A 45 DF A3), an
 * MP4's `ftyp` box (its type at offset 4), an Ogg page's capture pattern (`OggS`).
 */
const signatures: Record<RecordingContainer, { at: number; bytes: number[] }> = {
  'video/webm': { at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  'audio/webm': { at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  'video/mp4': { at: 4, bytes: [...Buffer.from('ftyp')] },
  'audio/mp4': { at: 4, bytes: [...Buffer.from('ftyp')] },
  'audio/ogg': { at: 0, bytes: [...Buffer.from('OggS')] },
};

/** How many bytes of the file's start decide whether it is of `container`. */
export const signatureLength = (container: RecordingContainer) =>
  signatures[container].at + signatures[container].bytes.length;

/** Whether `head` (at least `signatureLength` bytes of the file's start) begins as a file of `container` does. */
export function startsAs(head: Uint8Array, container: RecordingContainer) {
  const { at, bytes } = signatures[container];
  return head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
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
 * them until there are enough to tell; refuses (and passes nothing) otherwise, or when the chunk
 * ends before the signature does. An empty chunk decides nothing.
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
    if (this.head.length < signatureLength(this.container)) return done();
    this.checked = true;
    if (!startsAs(this.head, this.container)) return done(this.refuse());
    done(null, this.head);
  }

  override _flush(done: (error?: Error | null) => void) {
    done(this.checked || this.head.length === 0 ? null : this.refuse());
  }

  private refuse() {
    this.refusal = notOfItsType(this.container);
    return this.refusal;
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
