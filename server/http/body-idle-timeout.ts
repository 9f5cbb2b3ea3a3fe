import type { IncomingMessage, Server } from 'node:http';

/**
 * How long a request body may go without a byte before its connection is closed. A recorder
 * sends a chunk every few seconds at most; a client that stopped sending would otherwise keep
 * its request (and whatever it holds) open for Node's whole request timeout, five minutes.
 */
export const bodyIdleTimeoutMs = 30_000;

const carriesBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Ends requests whose body stops arriving: while a body is being received, its socket closes
 * after `idleMs` without a byte (Node destroys a socket that times out with no one listening),
 * and once all of it has arrived the response takes the time it needs.
 */
export function endStalledBodies(server: Server, idleMs = bodyIdleTimeoutMs) {
  server.on('request', (req: IncomingMessage) => {
    if (!carriesBody(req)) return;
    req.socket.setTimeout(idleMs);
    req.once('end', () => req.socket?.setTimeout(server.timeout));
  });
}
