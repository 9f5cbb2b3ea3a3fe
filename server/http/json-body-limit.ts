import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../features/kit/context';
import { HttpError } from '../platform/errors';

/** JSON and form bodies larger than this are refused before they are read in full. */
export const maxJsonBytes = 1024 * 1024;

const limit = bodyLimit({
  maxSize: maxJsonBytes,
  onError: () => {
    throw new HttpError(413, 'too_large', 'The request body is too large.');
  },
});

/**
 * The pages whose actions take a file without JavaScript: they stream it to storage with
 * the API's receiver (never reading the form whole), which enforces the file's own limit.
 */
const uploadPages = /^\/(hub|my-reviews|coach\/reviews\/[^/]+)$/;

/**
 * Caps request bodies: JSON, and the forms pages post to their actions. Multipart uploads
 * to the API and to the upload pages are left to their receivers, which enforce each
 * file's own limit while streaming it to storage; any other page action reads its form
 * whole, so it is capped like JSON.
 */
export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  // GET and HEAD have no body; asking for one would build a full Request object for nothing.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data');
  if (multipart && (c.req.path.startsWith('/api/') || uploadPages.test(c.req.path))) return next();
  return limit(c, next);
});
