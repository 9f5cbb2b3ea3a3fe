import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { isLoopback } from '../platform/http-kit/client-ip';

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

/** Demo mode hands out sign-in links and demo logins: say who can reach it. */
export function announceDemoReach(config: Pick<Config, 'demo' | 'host'>, logger: Logger) {
  if (!config.demo) return;
  if (isLoopback(config.host) || config.host === 'localhost') {
    logger.info({ host: config.host }, 'demo mode: listening on this machine only (set HOST to listen on other interfaces)');
  } else {
    logger.warn({ host: config.host }, 'demo mode on a network interface: anyone who reaches it can log in as the demo accounts (the dev mailbox still answers this machine only)');
  }
}

export const listeningUrl = (server: Server) => {
  const { port } = server.address() as AddressInfo;
  return `http://localhost:${port}`;
};
