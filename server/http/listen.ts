import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Logger } from '../platform/logger';

/**
 * Closes the server gracefully on SIGTERM/SIGINT: stop accepting, let in-flight requests
 * finish (idle keep-alive sockets are closed at once), then run `cleanup` (database, lock).
 * A second signal, or 10 seconds, forces the exit.
 */
export function closeGracefullyOnSignals(server: Server, logger: Logger, cleanup: () => Promise<void>) {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown timed out after 10s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await cleanup();
        logger.info('shutdown complete');
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown cleanup failed');
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

export const listeningUrl = (server: Server) => {
  const { port } = server.address() as AddressInfo;
  return `http://localhost:${port}`;
};
