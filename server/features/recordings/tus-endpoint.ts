import { Server, type DataStore } from '@tus/server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Services } from '../kit/context';
import { HttpError, isHttpError, notFound, type ErrorCode } from '../../platform/errors';
import { memberFilesPrefix } from '../account/member-files';
import { inMemberUploadSlot, UploadLocker } from './upload-locks';
import { createRecordingStore } from './recording-store';
import { bytesRecorded, findOwnRecording } from './recording-queries';
import { allowanceMessage, recordingAllowanceBytes } from './recording.schema';
import { finishRecording, recordReceivedBytes, startRecording } from './start-recording';

/** Where the tus endpoint is mounted; a take's upload URL is this and its id. */
export const recordingsPath = '/api/recordings';

/** What the route handler knows about a tus request before tus sees it: who asks, which take, and a refusal tus hit in our hooks. */
type TusCall = { userId: string; storageKey?: string; refusal?: HttpError };
const calls = new WeakMap<Request, TusCall>();
const callOf = (request: Request) => {
  const call = calls.get(request);
  if (!call) throw new Error('A tus request reached the server without its caller');
  return call;
};

/** A take's id is the last part of its storage key, which tus uses as the upload id. */
const recordingIdOf = (storageKey: string) => storageKey.slice(storageKey.lastIndexOf('/') + 1);

function createTusServer(services: Services, datastore: DataStore) {
  const { db, config, locks } = services;
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
    // The room the member's allowance leaves for this take, on creation and on every chunk.
    maxSize: async (request, uploadId) => {
      const used = await bytesRecorded(db, { userId: callOf(request).userId, except: uploadId ? recordingIdOf(uploadId) : undefined });
      return Math.max(recordingAllowanceBytes - used, 1);
    },
    onUploadCreate: async (request, upload) => {
      await startRecording(db, { userId: callOf(request).userId, recordingId: recordingIdOf(upload.id), storageKey: upload.id, metadata: upload.metadata });
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      await finishRecording(db, { recordingId: recordingIdOf(upload.id), size: upload.size ?? upload.offset });
      return {};
    },
    onResponseError: (request, error) => {
      if (isHttpError(error)) callOf(request).refusal = error;
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
    if (status === 413) throw new HttpError(413, 'too_large', allowanceMessage(await bytesRecorded(services.db, { userId })), undefined, tusHeaders);
    throw new HttpError(status, tusRefusalCodes[status] ?? 'internal', message || 'The upload could not be taken.', undefined, tusHeaders);
  }
  // A chunk (PATCH, or a creation that carried the first one) moved the offset.
  const offset = response.headers.get('Upload-Offset');
  const location = response.headers.get('Location');
  const written = request.method === 'PATCH' ? recordingId : location ? recordingIdOf(location) : undefined;
  if (written && offset && request.method !== 'HEAD') await recordReceivedBytes(services.db, { recordingId: written, receivedBytes: Number(offset) });
  return response;
}
