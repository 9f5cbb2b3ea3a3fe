import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../features/kit/context';
import { HttpError } from '../platform/errors';
import { maxUploadBytes } from '../features/uploads/upload.schema';

/** JSON and form bodies larger than this are refused before they are read in full. */
export const maxJsonBytes = 1024 * 1024;

const capAt = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, 'too_large', 'The request body is too large.');
    },
  });
const limit = capAt(maxJsonBytes);
/**
 * A multipart form posted to a page may carry a document: room for one file a little over
 * the upload limit, so the receiver, not this cap, refuses a larger one beside the form.
 */
const pageUploadLimit = capAt(maxUploadBytes + maxJsonBytes);

/**
 * Caps request bodies: JSON, and the forms pages post to their actions. Multipart uploads
 * and tus chunks to the API are left to their receivers, which enforce each file's own limit while
 * streaming it to storage; a page action reads its form whole, so it is capped: like JSON,
 * or for a multipart form (which may carry a document) just above the upload limit.
 */
export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  // GET and HEAD have no body; asking for one would build a full Request object for nothing.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = c.req.header('content-type')?.toLowerCase();
  const multipart = type?.startsWith('multipart/form-data');
  // A tus chunk is streamed to storage by the recordings endpoint, within the member's allowance.
  const streamed = multipart || type?.startsWith('application/offset+octet-stream');
  if (streamed && c.req.path.startsWith('/api/')) return next();
  return (multipart ? pageUploadLimit : limit)(c, next);
});
