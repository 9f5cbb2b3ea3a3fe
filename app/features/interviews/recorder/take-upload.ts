import { Upload, type DetailedError } from 'tus-js-client';
import { apiRequest, toApiError } from '~/lib/api-client';
import type { RecordingSource } from './chunk-source';

/** Where takes are sent over tus (the recordings API, ADR 0047). */
const endpoint = '/api/recordings';
/** The most one PATCH carries: a few seconds of video fit in one, a long stall sends in parts. */
const chunkSize = 4 * 1024 * 1024;
/** Retries of a failed request before the upload waits for the connection instead. */
const retryDelays = [0, 1000, 3000, 5000];
/** How long to wait before trying again when the browser thinks it is online but the server could not be reached. */
const unreachableRetryMs = 5000;

type Handlers = {
  /** The server has accepted the take's creation: its id. */
  onCreated: (takeId: string) => void;
  /** The server has confirmed this many bytes. */
  onSent: (sentBytes: number) => void;
  /** The connection dropped: sending resumes by itself when it returns. */
  onOffline: () => void;
  /** The server refused the take (takes used up, allowance full, attempt over): its reason. */
  onRefused: (message: string) => void;
  /** Every byte has arrived: the take's id and its length in bytes. */
  onFinished: (takeId: string, bytes: number) => void;
};

const statusOf = (error: DetailedError) => error.originalResponse?.getStatus() ?? 0;

/** The reason the API gave, in its one error shape. */
function refusalOf(error: DetailedError) {
  let body: unknown = null;
  try {
    body = JSON.parse(error.originalResponse?.getBody() ?? '');
  } catch {
    // Not our error shape (a proxy's page): the generic message below.
  }
  return toApiError(statusOf(error), body).message;
}

/**
 * A refusal is final (4xx on creating the take or sending a chunk); a dropped connection, a
 * server error, a take still busy with an earlier request (423) or the member's requests
 * still in flight (429: a cut-off one lingers on the server until its body times out) is not.
 * A 409 on a chunk means the offset moved on: tus asks the server where it is and carries on.
 * Offline, nothing is tried until the connection returns.
 */
function worthRetrying(error: DetailedError) {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  const status = statusOf(error);
  return status === 0 || status >= 500 || status === 423 || status === 429 || (status === 409 && error.originalRequest?.getMethod() === 'PATCH');
}

/**
 * Sends a take over tus while it is recorded: created as soon as recording starts (so a
 * refusal stops it at once), with its length deferred until `source` ends, each chunk sent as
 * it comes (`RecordingSource`). A dropped connection waits for the browser's `online` event
 * (or a few seconds, when the server rather than the network was out) and resumes from the
 * offset the server confirms; nothing recorded meanwhile is lost, it waits in the source.
 */
export function startTakeUpload({ attemptId, questionId, filetype, source }: { attemptId: string; questionId: string; filetype: string; source: RecordingSource }, handlers: Handlers) {
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  const takeIdOf = () => upload.url?.split('/').pop() ?? '';
  const resume = () => {
    clearTimeout(resumeTimer);
    window.removeEventListener('online', resume);
    upload.start();
  };
  // tus hands this "file" to `fileReader.openFile`, which answers the live source itself.
  const upload: Upload = new Upload(source as unknown as Blob, {
    endpoint,
    uploadLengthDeferred: true,
    metadata: { attemptId, questionId, filetype },
    chunkSize,
    retryDelays,
    fileReader: source.reader,
    // The bytes live only in this page: a take cannot be resumed after a reload, so nothing is remembered.
    storeFingerprintForResuming: false,
    onShouldRetry: worthRetrying,
    onUploadUrlAvailable: () => handlers.onCreated(takeIdOf()),
    onChunkComplete: (_chunk, accepted) => handlers.onSent(accepted),
    onSuccess: () => handlers.onFinished(takeIdOf(), source.recordedBytes),
    onError: (error) => {
      const detailed = error as DetailedError;
      const status = statusOf(detailed);
      if (status >= 400 && status < 500 && !worthRetrying(detailed)) {
        source.end();
        handlers.onRefused(refusalOf(detailed));
        return;
      }
      handlers.onOffline();
      window.addEventListener('online', resume);
      if (navigator.onLine) resumeTimer = setTimeout(resume, unreachableRetryMs);
    },
  });
  upload.start();
  return {
    /** Stops sending for good (the page is going away). */
    abort: () => {
      clearTimeout(resumeTimer);
      window.removeEventListener('online', resume);
      void upload.abort();
    },
  };
}

/** Records the take's length as the recorder measured it, which its WebM lacks (`PUT /api/recordings/:id/duration`). */
export const recordTakeLength = (takeId: string, durationSeconds: number) =>
  apiRequest(`/api/recordings/${takeId}/duration`, { method: 'PUT', json: { durationSeconds } });
