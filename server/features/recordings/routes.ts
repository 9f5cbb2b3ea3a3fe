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

/**
 * Recorded takes of video-interview answers, uploaded over tus 1.0.0 (creation, HEAD for the
 * offset, PATCH to continue, DELETE to terminate) and played back with byte ranges.
 */
export const recordingRoutes: RouteFactory = (services) => [
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
    method: 'GET',
    operationId: 'getRecording',
    path: '/recordings/:id',
    params: { id: pathParams.recordId },
    access: 'member',
    headers: {
      Range: { description: 'One byte range (`bytes=0-1023`, `bytes=1024-`, `bytes=-1024`): the answer is 206 with just those bytes.' },
      'Tus-Resumable': { description: 'On HEAD (tus): required; HEAD answers the offset of your own take in `Upload-Offset`.' },
    },
    responses: {
      200: {
        description: 'The take (GET), or on HEAD the tus upload state.',
        type: 'recording',
        headers: { 'Accept-Ranges': '`bytes`.', 'Upload-Offset': 'HEAD: bytes received so far.', 'Upload-Length': 'HEAD: the size, once known.' },
      },
      206: { description: 'The bytes asked for.', type: 'recording', headers: { 'Content-Range': 'Which bytes, of how many.' } },
    },
    refusals: [409, 412, 416],
    summary: 'Watch a finished take, seekable with `Range`: its owner, or a coach through a review that covers it. HEAD: the tus offset.',
    handler: (c) =>
      c.req.method === 'HEAD' ? handleTus(c, services, pathParam(c, 'id')) : streamRecording(c, services, { viewer: c.get('viewer'), recordingId: pathParam(c, 'id') }),
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
