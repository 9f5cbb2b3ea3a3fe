import { Server, type DataStore } from '@tus/server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Services } from '../kit/context';
import { HttpError, isHttpError, notFound, type ErrorCode } from '../../platform/errors';
import { memberFilesPrefix } from '../account/member-files';
import { inMemberUploadSlot, UploadLocker } from './upload-locks';
import { admitChunk } from './admit-chunk';
import { dropRecording } from './delete-recording';
import { checkingFirstBytes } from './first-bytes';
import { bytesToReserve, type ChunkHeaders } from './recording-allowance';
import { createRecordingStore } from './recording-store';
import { bytesReserved, findOwnRecording, findRecordingContainer } from './recording-queries';
import { allowanceMessage, pastDeclaredLengthMessage } from './recording.schema';
import { finishRecording, recordReceivedBytes, startRecording } from './start-recording';

/** Where the tus endpoint is mounted; a take's upload URL is this and its id. */
export const recordingsPath = '/api/recordings';

/**
 * What the route handler knows about a tus request before tus sees it (who asks, which take),
 * what our hooks admitted (the most the request may bring the take to, and its declared length)
 * and a refusal tus hit in our hooks.
 */
type TusCall = { userId: string; storageKey?: string; admitted?: { maxBytes: number; declaredBytes: number | null }; refusal?: HttpError };
const calls = new WeakMap<Request, TusCall>();
const callOf = (request: Request) => {
  const call = calls.get(request);
  if (!call) throw new Error('A tus request reached the server without its caller');
  return call;
};

/** A take's id is the last part of its storage key, which tus uses as the upload id. */
const recordingIdOf = (storageKey: string) => storageKey.slice(storageKey.lastIndexOf('/') + 1);

/** A header of digits as a number; undefined when absent or anything else. */
function headerNumber(request: Request, name: string) {
  const value = request.headers.get(name);
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** What a creation or a chunk says of its bytes (a creation carries some only with tus's content type). */
function chunkHeadersOf(request: Request): ChunkHeaders {
  const carriesBytes = request.method === 'PATCH' || request.headers.get('content-type') === 'application/offset+octet-stream';
  return {
    offset: headerNumber(request, 'upload-offset') ?? 0,
    chunkBytes: carriesBytes ? headerNumber(request, 'content-length') : 0,
    declaredBytes: headerNumber(request, 'upload-length') ?? null,
  };
}

/** A tus error's status: its own objects carry `status_code`. */
const tusStatusOf = (error: unknown) => (error as { status_code?: number } | null)?.status_code;

function createTusServer(services: Services, store: DataStore) {
  const { db, config, storage, locks } = services;
  const datastore = checkingFirstBytes(store, {
    containerOf: (uploadId) => findRecordingContainer(db, { storageKey: uploadId }),
    dropTake: (uploadId) => dropRecording({ db, store, storage }, { storageKey: uploadId }),
  });
  return new Server({
    path: recordingsPath,
    datastore,
    locker: new UploadLocker(locks),
    // Same origin only: the CSRF guard refuses writes from elsewhere before tus sees them.
    allowedOrigins: [new URL(config.publicUrl).origin],
    disableTerminationForFinishedUploads: false,
    // Every take lives under its member's prefix, so erasure and the export find it with their files.
    namingFunction: (request) => `${memberFilesPrefix(callOf(request).userId)}/recordings/${crypto.randomUUID()}`,
    generateUrl: (_request, { path, id }) => `${path}/${recordingIdOf(id)}`,
    // Only after the handler has found the caller's own take (HEAD, PATCH).
    getFileIdFromRequest: (request) => callOf(request).storageKey,
    // What the request may bring the take to, as reserved from the allowance: a creation reserves
    // it as its row is written (`onUploadCreate`, after this), a chunk as it is admitted (before this).
    maxSize: (request) => {
      const call = callOf(request);
      if (request.method === 'POST') {
        const chunk = chunkHeadersOf(request);
        call.admitted = { maxBytes: bytesToReserve(chunk), declaredBytes: chunk.declaredBytes };
      }
      // Nothing admitted (tus describing itself): the least limit, as 0 would be none.
      return call.admitted?.maxBytes ?? 1;
    },
    onIncomingRequest: async (request, uploadId) => {
      if (request.method !== 'PATCH') return;
      const call = callOf(request);
      call.admitted = await admitChunk(db, { userId: call.userId, recordingId: recordingIdOf(uploadId), chunk: chunkHeadersOf(request) });
    },
    onUploadCreate: async (request, upload) => {
      const chunk = chunkHeadersOf(request);
      await startRecording(db, { userId: callOf(request).userId, recordingId: recordingIdOf(upload.id), storageKey: upload.id, metadata: upload.metadata, chunk });
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      await finishRecording(db, { recordingId: recordingIdOf(upload.id), size: upload.size ?? upload.offset });
      return {};
    },
    onResponseError: (request, error) => {
      const call = callOf(request);
      if (isHttpError(error)) call.refusal = error;
      // Past the length the take declared: the allowance was already checked against that length.
      else if (tusStatusOf(error) === 413 && call.admitted && call.admitted.declaredBytes !== null) {
        call.refusal = new HttpError(413, 'too_large', pastDeclaredLengthMessage(call.admitted.declaredBytes));
      }
      return undefined;
    },
  });
}

const servers = new WeakMap<Services, Promise<Server>>();
/** One tus server per running portal, on its file storage. */
const tusServerFor = (services: Services) => {
  let server = servers.get(services);
  if (!server) {
    server = createRecordingStore(services.config.storage).then((store) => createTusServer(services, store));
    servers.set(services, server);
  }
  return server;
};

/** The store tus writes takes to, for the code that removes them. */
export const recordingStoreFor = async (services: Services) => (await tusServerFor(services)).datastore;

const tusRefusalCodes: Partial<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'expired',
  412: 'validation_failed',
  413: 'too_large',
  415: 'unsupported_type',
};

/**
 * Hands a tus request (creation, HEAD, PATCH) to the tus server as a web request, its body
 * streamed straight to the store. A take's own requests first find the caller's take (404
 * for anyone else's). Refusals come back in the API's one error shape, with the protocol
 * version tus clients look for; a chunk's new offset is written to the take's row.
 */
export async function handleTus(c: Context<AppEnv>, services: Services, recordingId?: string) {
  const { userId } = c.get('viewer');
  const request = c.req.raw;
  const call: TusCall = { userId };
  if (recordingId) {
    const recording = await findOwnRecording(services.db, { userId, recordingId });
    if (!recording) throw notFound('No such recording');
    call.storageKey = recording.storageKey;
  }
  calls.set(request, call);
  const tus = await tusServerFor(services);
  // Requests that may carry bytes (a chunk, or a creation with its first one) take one of the member's upload slots.
  const response = request.method !== 'HEAD' ? await inMemberUploadSlot(services.locks, userId, () => tus.handleWeb(request)) : await tus.handleWeb(request);
  const tusHeaders = { 'Tus-Resumable': '1.0.0' };
  if (call.refusal) throw new HttpError(call.refusal.status, call.refusal.code, call.refusal.message, call.refusal.fields, { ...call.refusal.headers, ...tusHeaders });
  if (response.status >= 400) {
    const status = response.status as ContentfulStatusCode;
    const message = (await response.text()).trim();
    if (status === 413) throw new HttpError(413, 'too_large', allowanceMessage(await bytesReserved(services.db, { userId })), undefined, tusHeaders);
    throw new HttpError(status, tusRefusalCodes[status] ?? 'internal', message || 'The upload could not be taken.', undefined, tusHeaders);
  }
  // A chunk (PATCH, or a creation that carried the first one) moved the offset.
  const offset = response.headers.get('Upload-Offset');
  const location = response.headers.get('Location');
  const written = request.method === 'PATCH' ? recordingId : location ? recordingIdOf(location) : undefined;
  if (written && offset && request.method !== 'HEAD') await recordReceivedBytes(services.db, { recordingId: written, receivedBytes: Number(offset) });
  return response;
}
