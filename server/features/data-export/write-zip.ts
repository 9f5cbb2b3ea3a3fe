import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../../platform/storage/storage';

/** One file of a ZIP: its path in the archive and its bytes, read when its turn comes. */
export type ZipEntry = {
  path: string;
  /** Deflate text; store files that are compressed already (PDF, DOCX) as they are. */
  compress: boolean;
  open: () => Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array>>;
};

/**
 * Every entry is marked as made on Unix (a plain file, rw-r--r--). fflate's default is MS-DOS,
 * and Info-ZIP's `unzip` reads a DOS entry's name as a DOS code page even when the UTF-8 flag
 * (which fflate sets for non-ASCII names) says otherwise, so "CV – Zoë.pdf" came out garbled.
 */
const madeOnUnix = { os: 3, attrs: 0o100644 << 16 };

/** Resolves once `stream` wants more, or has been closed (its consumer failed). */
const drained = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * Streams a ZIP of `entries` into storage at `key`, one entry after another, never holding
 * a whole file in memory: fflate's streaming Zip writes into a stream that storage reads as
 * it goes, and each source chunk waits while that stream is full. A failure on either side
 * stops both, and storage keeps nothing (FileStorage.put). Returns the archive's size.
 */
export async function writeZip(storage: FileStorage, key: string, entries: ZipEntry[]) {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });

  const produce = async () => {
    for (const entry of entries) {
      const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
      Object.assign(file, madeOnUnix);
      zip.add(file);
      for await (const chunk of await entry.open()) {
        if (out.destroyed) throw new Error('The ZIP stopped being stored');
        file.push(chunk);
        if (out.writableNeedDrain) await drained(out);
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
  };

  const [stored] = await Promise.all([
    storage.put(key, out),
    produce().catch((error: unknown) => {
      zip.terminate();
      // Closed without an error of its own: storage sees a premature close and keeps nothing.
      out.destroy();
      throw error;
    }),
  ]);
  return stored.size;
}
