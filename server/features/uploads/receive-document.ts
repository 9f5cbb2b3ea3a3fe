import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { hasErrorCode, HttpError, isHttpError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/storage';
import {
  describeKinds,
  documentKinds,
  isStoredDocx,
  sniffBytes,
  sniffDocument,
  type DocumentKind,
} from './document-types';
import { displayFileName } from './file-name';
import { maxUploadBytes } from './upload.schema';

/** Room for the multipart boundaries and part headers around a file at the limit. */
const multipartOverhead = 64 * 1024;

export type ReceivedDocument = { name: string; size: number; type: string };
/** The form's text fields (at most five short ones), read alongside the file. */
export type ReceivedForm = ReceivedDocument & { fields: Record<string, string> };

const badUpload = (message: string) => new HttpError(400, 'validation_failed', message);
const interrupted = () => badUpload('The upload was interrupted. Please try again.');
/** How many bytes this file may have, and what to say when it has more. */
export type SizeLimit = { bytes: number; message: string };
const perFileLimit: SizeLimit = { bytes: maxUploadBytes, message: 'Files must be 10MB or smaller.' };
export const tooLarge = (limit: SizeLimit) => new HttpError(413, 'too_large', limit.message);
const unsupported = (accept: readonly DocumentKind[]) =>
  new HttpError(415, 'unsupported_type', `Please upload a ${describeKinds(accept)} file.`);

/**
 * Streams the `file` field of a multipart request into storage at `key`, never holding
 * more than the first few KB in memory: the size limit is enforced while writing, the type
 * is decided by the content's first bytes. A refused, oversize or interrupted upload
 * leaves nothing stored (FileStorage.put writes to a temporary file first).
 */
export async function receiveDocument(
  storage: FileStorage,
  request: Request,
  { key, accept, limit = perFileLimit }: { key: string; accept: readonly DocumentKind[]; limit?: SizeLimit },
): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw badUpload('Send the file as multipart/form-data in a field named "file".');
  }
  if (Number(request.headers.get('content-length')) > limit.bytes + multipartOverhead) throw tooLarge(limit);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: limit.bytes + 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  } catch {
    throw badUpload('The upload is not a valid multipart form.');
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);

  const fields: Record<string, string> = {};
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  // Resolves with the stored file, or undefined when the form had no `file` field.
  const stored = new Promise<ReceivedDocument | undefined>((resolve, reject) => {
    let seen = false;
    parser.on('file', (field, file, info) => {
      if (field !== 'file' || seen) return void file.resume();
      seen = true;
      storeDocument(storage, file, { key, accept, maxBytes: limit.bytes, clientName: info.filename ?? '' }).then(resolve, reject);
    });
    parser.on('close', () => {
      if (!seen) resolve(undefined);
    });
  });
  // Once the file is refused there is no point reading the rest of the body.
  stored.catch(() => source.destroy());
  const [file, parsing] = await Promise.allSettled([stored, pipeline(source, parser)]);

  if (file.status === 'rejected') {
    if (isHttpError(file.reason)) throw file.reason;
    if (hasErrorCode(file.reason, 'storage_limit')) throw tooLarge(limit);
    throw parsing.status === 'rejected' ? interrupted() : file.reason;
  }
  if (parsing.status === 'rejected') {
    // The file arrived but the form around it broke off.
    if (file.value) await storage.delete(key);
    throw interrupted();
  }
  if (!file.value) throw badUpload('Choose a file to upload.');
  return { ...file.value, fields };
}

async function storeDocument(
  storage: FileStorage,
  file: Readable,
  { key, accept, maxBytes, clientName }: { key: string; accept: readonly DocumentKind[]; maxBytes: number; clientName: string },
): Promise<ReceivedDocument> {
  const { head, whole } = await readHead(file, sniffBytes);
  if (head.length === 0) throw badUpload('The file is empty.');
  const sniffed = await sniffDocument(head, accept);
  if (!sniffed) throw unsupported(accept);

  const { size } = await storage.put(key, whole, { maxBytes });
  if (sniffed === 'zip' && !(await isStoredDocx(storage, key))) {
    await storage.delete(key);
    throw unsupported(accept);
  }
  const kind = documentKinds[sniffed === 'zip' ? 'docx' : sniffed];
  return { name: displayFileName(clientName, kind.extension), size, type: kind.mime };
}

/** Reads the first `bytes` of a stream and gives back a stream of all of it, head included. */
async function readHead(stream: Readable, bytes: number) {
  const iterator: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes && !done) {
    const next = await iterator.next();
    if (next.done) done = true;
    else {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    if (head.length > 0) yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, whole: Readable.from(all()) };
}
