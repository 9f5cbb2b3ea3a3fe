import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../features/kit/context';

/**
 * What the Node adapter reliably reads away before its drain gives up (it allows 500 ms): a
 * small refused body (a rate-limited upload of a few kilobytes) leaves the socket usable, and
 * closing it would cost the client a new connection, which under load queues in the listen
 * backlog (a one-second SYN retry).
 */
const drainedInTime = 64 * 1024;

const mayLeaveBodyUnread = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > drainedInTime;

/**
 * An answer given before a large request body has fully arrived (a body over the cap, an upload
 * refused while streaming) says `Connection: close`. The rest of that body is still on the
 * socket: the Node adapter tries to read it away and, when it is large or slow, closes the
 * socket, so an answer promising keep-alive would send the client's next request into a
 * closed connection.
 */
export const closeAfterUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming && !incoming.complete && mayLeaveBodyUnread(incoming.headers)) c.res.headers.set('Connection', 'close');
});
