import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../features/kit/context';

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * An answer given before the request's body has fully arrived (a body over the cap, an upload
 * refused while streaming) says `Connection: close`. The rest of that body is still on the
 * socket: the Node adapter tries to read it away and, when it is large or slow, closes the
 * socket, so an answer promising keep-alive would send the client's next request into a
 * closed connection.
 */
export const closeAfterUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming && !incoming.complete && hasBody(incoming.headers)) c.res.headers.set('Connection', 'close');
});
