import { z } from 'zod';
import { json, pathParam, route, type RequestHeader, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { deleteRecording } from './delete-recording';
import { streamRecording } from './open-recording';
import { handleTus, recordingStoreFor } from './tus-endpoint';
import { concurrentChunksPerMember } from './upload-locks';
import { recordingAllowanceBytes, recordingDurationSchema } from './recording.schema';
import { acceptedRecordingTypes } from './recording-type';
import { setRecordingDuration } from './start-recording';

const tusResumable: Record<string, RequestHeader> = { 'Tus-Resumable': { description: 'The tus protocol version: `1.0.0`.', required: true } };
const tusAnswer = { 'Tus-Resumable': 'The tus protocol version: `1.0.0`.' };
const chunk = {
  type: 'application/offset+octet-stream',
  description: 'The next bytes of the take, from `Upload-Offset`; streamed to storage as they arrive, never capped at the JSON limit.',
} as const;

/** What this server speaks of tus, as OPTIONS tells a client before it starts (tus 1.0.0, "OPTIONS"). */
const tusCapabilities = {
  'Tus-Resumable': '1.0.0',
  'Tus-Version': '1.0.0',
  'Tus-Extension': 'creation,creation-with-upload,creation-defer-length,termination,expiration',
  'Tus-Max-Size': String(recordingAllowanceBytes),
};
const tusOptions = (operationId: string, path: string) =>
  route({
    method: 'OPTIONS',
    operationId,
    path,
    ...(path.includes(':id') ? { params: { id: pathParams.recordId } } : {}),
    access: 'anyone',
    responses: {
      204: {
        description: 'What the server supports of tus.',
        type: 'none',
        headers: {
          'Tus-Resumable': '`1.0.0`.',
          'Tus-Version': 'The tus versions supported: `1.0.0`.',
          'Tus-Extension': 'The tus extensions supported: `creation,creation-with-upload,creation-defer-length,termination,expiration`.',
          'Tus-Max-Size': 'The most a take may hold, in bytes: the allowance every member’s takes share.',
        },
      },
    },
    summary: 'The tus capabilities (tus OPTIONS), asked by tus clients before uploading; no session needed.',
    handler: (c) => c.body(null, 204, tusCapabilities),
  });
const recordingPath = { id: pathParams.recordId };

/**
 * Recorded takes of video-interview answers, uploaded over tus 1.0.0 (OPTIONS for what the
 * server supports, creation, HEAD for the offset, PATCH to continue, DELETE to terminate) and
 * played back with byte ranges.
 */
export const recordingRoutes: RouteFactory = (services) => [
  tusOptions('describeRecordingUploads', '/recordings'),
  tusOptions('describeRecordingUpload', '/recordings/:id'),
  route({
    method: 'POST',
    operationId: 'createRecording',
    path: '/recordings',
    access: 'member',
    headers: {
      ...tusResumable,
      'Upload-Metadata': {
        description: `tus metadata: \`attemptId\` and \`questionId\` (an open video-interview attempt of yours and one of its questions) and \`filetype\` (${acceptedRecordingTypes}), each base64. The take is stored and served with the type rebuilt from these parts.`,
        required: true,
      },
      'Upload-Length': { description: 'The take’s size in bytes, when known: reserved from the allowance at once.' },
      'Upload-Defer-Length': { description: '`1` while recording: the length comes with the last chunk.' },
      'Content-Length': { description: 'With a first chunk (creation-with-upload) to a take of deferred length: required (411 without), as it is reserved from the allowance.' },
    },
    streamedBody: { ...chunk, description: `The first chunk, optionally (creation-with-upload). Takes share an allowance of ${recordingAllowanceBytes / 1024 / 1024} MB per member.`, optional: true },
    responses: {
      201: {
        description: 'The take is created; send its bytes to `Location`.',
        type: 'none',
        headers: { ...tusAnswer, Location: 'The take’s upload URL, `/api/recordings/{id}`.', 'Upload-Offset': 'Bytes received, when a first chunk came.', 'Upload-Expires': 'When the unfinished take is removed.' },
      },
    },
    refusals: [404, 409, 411, 412, 413, 415, 429],
    summary: `Start a recorded take (tus creation): 400 for a \`filetype\` the recorder does not make, 409 once the attempt’s deadline has passed or past the question’s takes, 413 when the declared length (or first chunk) does not fit the allowance, 415 (the take removed) when its first bytes are not of its type, 429 while you are already sending ${concurrentChunksPerMember}.`,
    handler: (c) => handleTus(c, services),
  }),
  route({
    method: 'PATCH',
    operationId: 'sendRecordingChunk',
    path: '/recordings/:id',
    params: { id: pathParams.recordId },
    access: 'member',
    headers: {
      ...tusResumable,
      'Upload-Offset': { description: 'Where this chunk starts: the offset HEAD answered.', required: true },
      'Content-Type': { description: '`application/offset+octet-stream`.', required: true },
      'Upload-Length': { description: 'The final size, sent with the last chunk of a take created with `Upload-Defer-Length`.' },
      'Content-Length': { description: 'The chunk’s size: required (411 without) while the take’s length is deferred, as it is reserved from the allowance before the bytes are read.' },
    },
    streamedBody: chunk,
    responses: { 204: { description: 'Taken; the new offset is in `Upload-Offset`.', type: 'none', headers: { ...tusAnswer, 'Upload-Offset': 'Bytes received so far.' } } },
    refusals: [404, 409, 410, 411, 412, 413, 415, 423, 429],
    summary: `Send the next chunk of your take (tus PATCH): 409 when \`Upload-Offset\` is not where the take is, 410 once the take’s time is over (its answer time, or its attempt’s deadline, and a minute’s grace), 413 past the allowance or the length the take declared, 415 (the take removed) when its first bytes are not of its type, 423 (with \`Retry-After\`) while another request is still writing it, 429 while you are already sending ${concurrentChunksPerMember}.`,
    handler: (c) => handleTus(c, services, pathParam(c, 'id')),
  }),
  route({
    method: 'HEAD',
    operationId: 'getRecordingOffset',
    path: '/recordings/:id',
    params: recordingPath,
    access: 'member',
    headers: tusResumable,
    responses: {
      200: {
        description: 'Where the upload of your own take stands; no body.',
        type: 'none',
        headers: { ...tusAnswer, 'Upload-Offset': 'Bytes received so far: send the next chunk from here.', 'Upload-Length': 'The take’s size, once known.', 'Upload-Defer-Length': '`1` while the size is not yet known.', 'Cache-Control': '`no-store`.' },
      },
    },
    refusals: [410, 412],
    summary: 'Where your take’s upload stands (tus HEAD): the offset to resume from after a dropped connection. 404 for a take not yours, 410 for one expired.',
    handler: (c) => handleTus(c, services, pathParam(c, 'id')),
  }),
  route({
    method: 'GET',
    operationId: 'getRecording',
    path: '/recordings/:id',
    params: recordingPath,
    access: 'member',
    headers: {
      Range: { description: 'One byte range (`bytes=0-1023`, `bytes=1024-`, `bytes=-1024`): the answer is 206 with just those bytes.' },
    },
    responses: {
      200: { description: 'The take.', type: 'recording', headers: { 'Accept-Ranges': '`bytes`.' } },
      206: { description: 'The bytes asked for.', type: 'recording', headers: { 'Content-Range': 'Which bytes, of how many.' } },
    },
    refusals: [409, 416],
    summary: 'Watch a finished take, seekable with `Range`: its owner, or a coach through a review that covers it.',
    handler: (c) => streamRecording(c, services, { viewer: c.get('viewer'), recordingId: pathParam(c, 'id') }),
  }),
  route({
    method: 'PUT',
    operationId: 'setRecordingDuration',
    path: '/recordings/:id/duration',
    params: { id: pathParams.recordId },
    access: 'member',
    body: recordingDurationSchema,
    responses: { 200: json('Recorded.', z.object({ id: z.string(), durationSeconds: z.number() })) },
    refusals: [409],
    summary:
      'Record a finished take’s length as the recorder measured it (`{ durationSeconds }`, at most the longest answer at double time): a browser’s WebM has none, and playback then serves the file with a Duration so players show its length and seek. 409 while it is still uploading.',
    handler: async (c, { body }) => c.json(await setRecordingDuration(services.db, { userId: c.get('viewer').userId, recordingId: pathParam(c, 'id'), ...body })),
  }),
  route({
    method: 'DELETE',
    operationId: 'deleteRecording',
    path: '/recordings/:id',
    params: { id: pathParams.recordId },
    access: 'member',
    responses: { 204: { description: 'The take and its file are gone (tus termination too).', type: 'none', headers: tusAnswer } },
    refusals: [409],
    summary: 'Delete one of your takes, finished or still uploading (not one a review carries: 409).',
    handler: async (c) => {
      await deleteRecording({ db: services.db, storage: services.storage, store: await recordingStoreFor(services) }, { userId: c.get('viewer').userId, recordingId: pathParam(c, 'id') });
      return c.body(null, 204, { 'Tus-Resumable': '1.0.0' });
    },
  }),
];
